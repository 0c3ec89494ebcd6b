// Loading marks: lucide's circle turned by CSS, and the skeleton bar. Hand-written: a styled
// icon and a span, nothing a library would add to.
import { LoaderCircleIcon } from 'lucide-react';
import { cn } from '../lib/cn';

/** A turning circle; with a `label` it is an image of that name, else decoration. */
export function Spinner({
  size = 16,
  className,
  label,
}: {
  size?: number;
  className?: string;
  label?: string;
}) {
  return (
    <LoaderCircleIcon
      size={size}
      className={cn('animate-spin', className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** A grey placeholder bar shown while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn('block animate-pulse rounded bg-zinc-200/80', className)} />;
}
