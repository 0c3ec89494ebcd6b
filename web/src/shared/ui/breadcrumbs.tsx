// The trail above a page's title. Hand-written: Radix has no breadcrumb primitive; it is an
// ordered list of TanStack Router links, the last one marked as the current page.
import { Link } from '@tanstack/react-router';
import { messages } from '../messages';
import { ChevronRightIcon } from 'lucide-react';

export type Crumb = { label: string; to?: string };

/** Path-derived trail; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={messages.app.breadcrumbs} className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1 text-sm text-zinc-500">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li
              key={`${index}-${item.label}`}
              className={
                last
                  ? 'flex min-w-0 shrink items-center gap-1'
                  : 'flex max-w-[45%] min-w-0 items-center gap-1 min-[600px]:max-w-[20rem]'
              }
            >
              {index > 0 ? <ChevronRightIcon size={14} className="shrink-0 text-zinc-400" /> : null}
              {last || !item.to ? (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={last ? 'truncate font-medium text-zinc-800' : 'truncate'}
                >
                  {item.label}
                </span>
              ) : (
                <Link
                  to={item.to}
                  className="truncate rounded hover:text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
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
