// Tooltips on Radix Tooltip (hover and keyboard focus, Escape, collision-aware). <TooltipProvider>
// is mounted once by the app.
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useRef, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export const TooltipProvider = ({ children }: { children: ReactNode }) => (
  <RadixTooltip.Provider delayDuration={300}>{children}</RadixTooltip.Provider>
);

const contentClass =
  'z-[95] max-w-[min(24rem,calc(100vw-1rem))] rounded-md bg-zinc-900 px-2.5 py-1.5 text-xs leading-snug break-words text-white shadow-lg data-[state=delayed-open]:animate-fade-in';

/** A tooltip on a focusable child (a button, an icon with tabIndex). */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content sideOffset={4} collisionPadding={8} className={contentClass}>
          {content}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}

/**
 * Text cut with an ellipsis where it does not fit; the whole text shows in a tooltip on hover,
 * only when it is actually cut. Screen readers read the whole text, which stays in the DOM.
 */
export function TruncatedText({ text, className }: { text: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLSpanElement>(null);
  const cut = () => Boolean(ref.current && ref.current.scrollWidth > ref.current.clientWidth);
  return (
    <RadixTooltip.Root open={open} onOpenChange={(next) => setOpen(next && cut())}>
      <RadixTooltip.Trigger asChild>
        <span ref={ref} className={cn('block truncate', className)}>
          {text}
        </span>
      </RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content side="top" sideOffset={4} collisionPadding={8} className={contentClass}>
          {text}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
