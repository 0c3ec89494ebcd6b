// Table primitives with the console's density; `hideBelow` drops lesser columns on small screens.
import type {
  HTMLAttributes,
  InputHTMLAttributes,
  ReactNode,
  Ref,
  TdHTMLAttributes,
  ThHTMLAttributes,
} from 'react';
import { cn } from '../lib/cn';
import { EllipsisVerticalIcon } from 'lucide-react';
import { Menu, type MenuItem } from './menu';
import { Skeleton } from './spinner';

type Hide = 'md' | 'sm' | undefined;

/** md: hidden under 900 px; sm: hidden under 600 px. */
const hideClass = (hide: Hide) =>
  hide === 'md'
    ? 'hidden min-[900px]:table-cell'
    : hide === 'sm'
      ? 'hidden min-[600px]:table-cell'
      : undefined;

export function Table({ children, className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return (
    <div className="overflow-x-auto rounded-lg border border-zinc-200 bg-white shadow-xs">
      <table className={cn('w-full border-collapse text-left text-sm', className)} {...props}>
        {children}
      </table>
    </div>
  );
}

export function THead({ children }: { children: ReactNode }) {
  return (
    <thead className="bg-zinc-50 text-xs font-medium tracking-wide text-zinc-500 uppercase">{children}</thead>
  );
}

export function TBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-zinc-100">{children}</tbody>;
}

export function TR({
  className,
  selected,
  ...props
}: HTMLAttributes<HTMLTableRowElement> & { selected?: boolean }) {
  return (
    <tr
      aria-selected={selected}
      className={cn(
        'transition-colors hover:bg-zinc-50',
        selected && 'bg-accent-50 hover:bg-accent-50',
        className,
      )}
      {...props}
    />
  );
}

export function TH({
  className,
  hideBelow,
  ...props
}: ThHTMLAttributes<HTMLTableCellElement> & { hideBelow?: Hide }) {
  return (
    <th
      scope="col"
      className={cn(
        'h-10 border-b border-zinc-200 px-3 font-medium whitespace-nowrap',
        hideClass(hideBelow),
        className,
      )}
      {...props}
    />
  );
}

export function TD({
  className,
  hideBelow,
  ...props
}: TdHTMLAttributes<HTMLTableCellElement> & { hideBelow?: Hide }) {
  return <td className={cn('h-12 px-3 text-zinc-700', hideClass(hideBelow), className)} {...props} />;
}

/** Placeholder rows matching the real columns while the data loads. */
export function SkeletonRows({
  rows = 5,
  columns,
}: {
  rows?: number;
  columns: ReadonlyArray<Hide | 'narrow'>;
}) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden="true">
          {columns.map((column, index) => (
            <td key={index} className={cn('h-12 px-3', column !== 'narrow' ? hideClass(column) : undefined)}>
              <Skeleton
                className={column === 'narrow' ? 'h-4 w-4' : cn('h-3.5', index % 2 ? 'w-24' : 'w-32')}
              />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function Checkbox({
  label,
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      className={cn(
        'size-4 cursor-pointer rounded border-zinc-300 accent-accent-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
        className,
      )}
      {...props}
    />
  );
}

/** The last cell of a row: its '⋮' menu of actions (accessible name: `label`). */
export function RowMenuCell({ label, items, testId }: { label: string; items: MenuItem[]; testId?: string }) {
  return (
    <TD className="px-2 text-right">
      <Menu label={label} trigger={<EllipsisVerticalIcon size={18} />} items={items} testId={testId} />
    </TD>
  );
}
