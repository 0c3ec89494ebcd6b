// The signed-in frame: left menu on desktop, top and bottom bars on phones, breadcrumbs
// and the page.
import { Outlet } from '@tanstack/react-router';
import { DevSignInNotice } from '../../features/auth/components/dev-sign-in-notice';
import { AppBreadcrumbs } from './app-breadcrumbs';
import { NavigationProgress } from './navigation-progress';
import { MobileBottomBar, MobileTopBar } from './mobile-nav';
import { SideNav } from './side-nav';

export function Shell() {
  return (
    // On desktop a row: the menu's column stretches to the page's full height, however long.
    <div className="min-h-dvh bg-zinc-50 min-[600px]:flex">
      <NavigationProgress />
      <SideNav />
      <MobileTopBar />
      <div className="min-w-0 flex-1">
        <DevSignInNotice />
        {/* tabIndex: where focus returns when the control that opened a dialog is gone. */}
        <main
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl px-4 pt-5 pb-24 outline-none min-[600px]:px-6 min-[600px]:pt-6 min-[600px]:pb-10 min-[900px]:px-8"
        >
          <AppBreadcrumbs />
          <Outlet />
        </main>
      </div>
      <MobileBottomBar />
    </div>
  );
}
