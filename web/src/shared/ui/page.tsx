// Page frame: title, subtitle and header actions with consistent spacing, and the empty state.
// Hand-written: layout, not behaviour; no library part fits better than a few styled elements.
import type { ReactNode } from 'react';

export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        {/* A title may end in an e-mail (whom an operation acts on): it wraps anywhere at 390 px. */}
        <h1 className="text-xl font-semibold tracking-tight [overflow-wrap:anywhere] text-zinc-900 min-[600px]:text-2xl">
          {title}
        </h1>
        {subtitle ? <p className="mt-1 text-sm text-zinc-500">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

export function EmptyState({
  title,
  children,
  icon,
  testId,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
  testId?: string | undefined;
}) {
  return (
    <div
      data-testid={testId}
      className="flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-zinc-300 bg-white px-6 py-12 text-center"
    >
      {icon ? <div className="text-zinc-400">{icon}</div> : null}
      <p className="text-sm font-medium text-zinc-700">{title}</p>
      {children ? <div className="text-sm text-zinc-500">{children}</div> : null}
    </div>
  );
}
