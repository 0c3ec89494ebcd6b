// A status chip in one of five tones. Hand-written: Radix has no badge primitive, and a styled
// span is all a badge is.
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type Tone = 'green' | 'amber' | 'red' | 'grey' | 'blue';

const tones: Record<Tone, { chip: string; dot: string }> = {
  green: { chip: 'bg-emerald-50 text-emerald-800 ring-emerald-200', dot: 'bg-emerald-500' },
  amber: { chip: 'bg-amber-50 text-amber-800 ring-amber-200', dot: 'bg-amber-500' },
  red: { chip: 'bg-red-50 text-red-800 ring-red-200', dot: 'bg-red-500' },
  grey: { chip: 'bg-zinc-100 text-zinc-700 ring-zinc-200', dot: 'bg-zinc-400' },
  blue: { chip: 'bg-accent-50 text-accent-800 ring-accent-200', dot: 'bg-accent-500' },
};

export function Badge({
  tone = 'grey',
  children,
  className,
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone].chip,
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', tones[tone].dot)} />
      {children}
    </span>
  );
}
