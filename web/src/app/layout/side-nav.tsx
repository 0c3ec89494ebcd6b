// Desktop left menu (≥600 px): brand, grouped items by role, profile with logout. Its column
// (white, with its border) runs the page's full height; what it holds stays in view as the page
// scrolls (sticky, one screen tall).
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { ProfileSummary } from '../../features/auth/components/user-profile';
import { useSession } from '../../features/auth/session';
import { configQueryOptions } from '../../shared/api/config';
import { cn } from '../../shared/lib/cn';
import { messages } from '../../shared/messages';
import { ChevronDownIcon } from 'lucide-react';
import { Logo } from '../../shared/ui/logo';
import { NavLink } from './nav-link';
import { AlertsBell } from '../../features/alerts/components/alerts-bell';
import { QuickSearchField } from './quick-search-field';
import { desktopSections, type NavItem } from './nav-items';
import { ApprovalCountBadge } from '../../features/operations/approvals/components/approval-count-badge';

const itemClass = 'flex min-h-9 items-center gap-3 rounded-md px-3 py-1.5 text-sm transition-colors';
const inactiveClass = 'text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900';
const activeClass = 'bg-accent-50 font-medium text-accent-800';

function GroupItem({ item, pathname }: { item: NavItem; pathname: string }) {
  const inside = pathname === item.to || pathname.startsWith(`${item.to}/`);
  const [expanded, setExpanded] = useState(inside);
  const Icon = item.icon;
  const listId = `nav-${item.key}`;
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded || inside}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        className={cn(
          itemClass,
          'w-full focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent-600',
          inside ? 'font-medium text-zinc-900 hover:bg-zinc-100' : inactiveClass,
        )}
      >
        {Icon ? <Icon size={18} /> : null}
        <span className="flex-1 text-left">{item.label}</span>
        <ChevronDownIcon
          size={16}
          className={cn('text-zinc-400 transition-transform', (expanded || inside) && 'rotate-180')}
        />
      </button>
      {expanded || inside ? (
        <ul id={listId} className="mt-0.5 ml-[1.35rem] flex flex-col gap-0.5 border-l border-zinc-200 pl-3">
          {(item.children ?? []).map((child) => (
            <li key={child.key}>
              <NavLink
                to={child.to}
                className={cn(itemClass, 'min-h-8 px-2.5')}
                activeClassName={activeClass}
                inactiveClassName={inactiveClass}
              >
                {child.label}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function SideNav() {
  const session = useSession();
  const roles = session.status === 'signedIn' ? session.roles : [];
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const config = useQuery(configQueryOptions);
  const environment = config.data?.environment;

  return (
    <aside className="hidden w-64 shrink-0 border-r border-zinc-200 bg-white min-[600px]:block">
      <div className="sticky top-0 z-30 flex h-dvh flex-col">
        <div className="flex min-h-16 items-center gap-3 border-b border-zinc-100 px-4 py-3">
          <Logo size={32} />
          <div className="min-w-0 flex-1">
            <p className="text-sm leading-tight font-semibold text-zinc-900">{messages.app.title}</p>
            {environment && environment !== 'PROD' ? (
              <p className="text-xs text-amber-700">
                {messages.app.environment} {environment}
              </p>
            ) : null}
          </div>
          <AlertsBell roles={roles} />
        </div>
        <div className="border-b border-zinc-100 px-3 py-3">
          <QuickSearchField />
        </div>
        <nav aria-label={messages.app.mainNavigation} className="min-h-0 flex-1 overflow-y-auto px-3 py-4">
          {desktopSections(roles).map((section, index) => (
            <div key={section.label ?? index} className={cn(index > 0 && 'mt-5')}>
              {section.label ? (
                <p className="mb-1.5 px-3 text-[11px] font-semibold tracking-wider text-zinc-500 uppercase">
                  {section.label}
                </p>
              ) : (
                <div className="mx-3 mb-3 border-t border-zinc-100" />
              )}
              <ul className="flex flex-col gap-0.5">
                {section.items.map((item) => {
                  if (item.children) return <GroupItem key={item.key} item={item} pathname={pathname} />;
                  const Icon = item.icon;
                  return (
                    <li key={item.key}>
                      <NavLink
                        to={item.to}
                        className={itemClass}
                        activeClassName={activeClass}
                        inactiveClassName={inactiveClass}
                      >
                        {Icon ? <Icon size={18} /> : null}
                        <span className="flex-1">{item.label}</span>
                        {item.key === 'approvals' ? <ApprovalCountBadge /> : null}
                      </NavLink>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </nav>
        <div className="border-t border-zinc-200 p-3">
          <ProfileSummary />
        </div>
      </div>
    </aside>
  );
}
