// Phone layout (<600 px): top bar (logo to /dashboard, avatar menu with 'Cerrar sesión')
// and bottom bar (Inicio, Organizaciones, Suscriptores, 'Más' drawer).
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AvatarMenu } from '../../features/auth/components/user-profile';
import { useSession } from '../../features/auth/session';
import { cn } from '../../shared/lib/cn';
import { messages } from '../../shared/messages';
import { Drawer } from '../../shared/ui/dialog';
import { ChevronRightIcon, EllipsisIcon } from 'lucide-react';
import { Logo } from '../../shared/ui/logo';
import { NavLink } from './nav-link';
import { AlertsBell } from '../../features/alerts/components/alerts-bell';
import { QuickSearchField } from './quick-search-field';
import { mobileBarItems, mobileMoreItems } from './nav-items';
import { ApprovalCountBadge } from '../../features/operations/approvals/components/approval-count-badge';

export function MobileTopBar() {
  const session = useSession();
  const roles = session.status === 'signedIn' ? session.roles : [];
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-zinc-200 bg-white/95 px-3 backdrop-blur min-[600px]:hidden">
      <Link
        to="/dashboard"
        aria-label={messages.nav.toDashboard}
        className="rounded-md focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        <Logo size={32} />
      </Link>
      {/* Spec 1 §2: logo, a search and the avatar; the title stays for screen readers. */}
      <p className="sr-only">{messages.app.title}</p>
      <QuickSearchField className="flex-1" />
      <AlertsBell roles={roles} />
      <AvatarMenu />
    </header>
  );
}

const barItem =
  'flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium transition-colors';
const barInactive = 'text-zinc-500 hover:text-zinc-900';

export function MobileBottomBar() {
  const session = useSession();
  const roles = session.status === 'signedIn' ? session.roles : [];
  const [moreOpen, setMoreOpen] = useState(false);
  const more = mobileMoreItems(roles);

  return (
    <>
      <nav
        aria-label={messages.app.mainNavigation}
        className="fixed inset-x-0 bottom-0 z-30 flex h-16 border-t border-zinc-200 bg-white pb-[env(safe-area-inset-bottom)] min-[600px]:hidden"
      >
        {mobileBarItems(roles).map((item) => {
          const Icon = item.icon;
          return (
            <NavLink
              key={item.key}
              to={item.to}
              className={barItem}
              activeClassName="text-accent-700"
              inactiveClassName={barInactive}
            >
              {Icon ? <Icon size={22} /> : null}
              {item.label}
            </NavLink>
          );
        })}
        {more.length > 0 ? (
          <button
            type="button"
            onClick={() => setMoreOpen(true)}
            aria-haspopup="dialog"
            className={cn(
              barItem,
              barInactive,
              'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent-600',
            )}
          >
            <span className="relative">
              <EllipsisIcon size={22} />
              {more.some((item) => item.key === 'approvals') ? (
                <ApprovalCountBadge className="absolute -top-1.5 left-4" />
              ) : null}
            </span>
            {messages.nav.more}
          </button>
        ) : null}
      </nav>
      <Drawer open={moreOpen} onOpenChange={setMoreOpen} title={messages.nav.more} side="bottom">
        <ul className="-mx-2 flex flex-col">
          {more.map((item) => {
            const Icon = item.icon;
            return (
              <li key={item.key}>
                <NavLink
                  to={item.to}
                  onClick={() => setMoreOpen(false)}
                  className="flex h-12 items-center gap-3 rounded-md px-2 text-sm hover:bg-zinc-50"
                  activeClassName="font-medium text-accent-800"
                  inactiveClassName="text-zinc-800"
                >
                  {Icon ? <Icon size={20} /> : null}
                  <span className="flex-1">{item.label}</span>
                  {item.key === 'approvals' ? <ApprovalCountBadge /> : null}
                  <ChevronRightIcon size={16} className="text-zinc-400" />
                </NavLink>
              </li>
            );
          })}
        </ul>
      </Drawer>
    </>
  );
}
