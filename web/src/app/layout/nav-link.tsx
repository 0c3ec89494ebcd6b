import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { cn } from '../../shared/lib/cn';

/**
 * A menu entry, active for its path and everything under it. Active and inactive classes
 * are exclusive so colours never fight in the cascade.
 */
export function NavLink({
  to,
  children,
  className,
  activeClassName,
  inactiveClassName,
  onClick,
}: {
  to: string;
  children: ReactNode;
  className?: string;
  activeClassName?: string;
  inactiveClassName?: string;
  onClick?: () => void;
}) {
  return (
    <Link
      to={to}
      onClick={onClick}
      activeOptions={{ exact: false, includeSearch: false }}
      className={cn(
        'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent-600',
        className,
      )}
      activeProps={{ className: activeClassName, 'aria-current': 'page' }}
      inactiveProps={{ className: inactiveClassName }}
    >
      {children}
    </Link>
  );
}
