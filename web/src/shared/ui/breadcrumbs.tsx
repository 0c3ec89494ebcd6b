// The trail above a page's title. Hand-written: Radix has no breadcrumb primitive; it is an
// ordered list of TanStack Router links, the last one marked as the current page. On phones
// it shows only the parent and the current page, whole (wrapping if need be): five segments
// cut to fragments read as nothing (issue 28). From 600 px every segment shows, cut with a
// tooltip when long.
import { Link } from '@tanstack/react-router';
import { messages } from '../messages';
import { ChevronRightIcon } from 'lucide-react';
import { cn } from '../lib/cn';

/** Whole on phones (wrapping inside if a name is longer than the line); cut from 600 px. */
const SEGMENT = 'break-words min-[600px]:truncate';

export type Crumb = { label: string; to?: string };

/** Path-derived trail; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={messages.app.breadcrumbs} className="min-w-0">
      <ol className="flex min-w-0 flex-wrap items-center gap-1 text-sm text-zinc-500 min-[600px]:flex-nowrap">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const parent = index === items.length - 2;
          return (
            <li
              key={`${index}-${item.label}`}
              className={cn(
                'min-w-0 items-center gap-1',
                last || parent ? 'flex' : 'hidden min-[600px]:flex',
                last ? 'shrink' : 'min-[600px]:max-w-[20rem]',
              )}
            >
              {/* The first segment shown on a phone has no chevron before it. */}
              {index > 0 ? (
                <ChevronRightIcon
                  aria-hidden="true"
                  size={14}
                  className={cn('shrink-0 text-zinc-400', parent && 'hidden min-[600px]:block')}
                />
              ) : null}
              {last || !item.to ? (
                <span
                  aria-current={last ? 'page' : undefined}
                  title={item.label}
                  className={cn(SEGMENT, last && 'font-medium text-zinc-800')}
                >
                  {item.label}
                </span>
              ) : (
                <Link
                  to={item.to}
                  title={item.label}
                  className={cn(
                    SEGMENT,
                    'rounded hover:text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600',
                  )}
                >
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
