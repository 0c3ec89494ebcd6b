// A titled card of the instance screens ('Detalles', 'Modulos habilitados', 'Topes', ...).
import type { ReactNode } from 'react';
import { cn } from '../../../shared/lib/cn';

export function Panel({
  id,
  title,
  actions,
  children,
  className,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={id}
      className={cn(
        'min-w-0 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs min-[600px]:p-5',
        className,
      )}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xs font-semibold tracking-wider text-zinc-500 uppercase">
          {title}
        </h2>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** Label/value pairs in one or two columns. */
export function Facts({
  items,
  columns = 2,
}: {
  items: { label: string; value: ReactNode }[];
  columns?: 1 | 2;
}) {
  return (
    <dl
      className={cn('grid grid-cols-1 gap-x-6 gap-y-3 text-sm', columns === 2 && 'min-[600px]:grid-cols-2')}
    >
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-zinc-500">{item.label}</dt>
          <dd className="mt-0.5 break-words text-zinc-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
