// Dropdown menus (row menus, the avatar menu) on Radix DropdownMenu: roving focus, typeahead,
// Escape, collision-aware placement in a portal so table scroll containers never clip them.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { EllipsisVerticalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type MenuItem = {
  label: string;
  onSelect: () => void;
  icon?: ReactNode;
  testId?: string;
  /** Shown but not selectable (an action the user's role or the row's state rules out). */
  disabled?: boolean;
};

export function Menu({
  label,
  trigger = <EllipsisVerticalIcon size={18} />,
  items,
  triggerClassName = 'size-8',
  testId,
}: {
  /** Accessible name of the trigger: says whose actions these are ('Acciones para …'). */
  label: string;
  trigger?: ReactNode;
  items: MenuItem[];
  triggerClassName?: string;
  testId?: string;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        title={label}
        data-testid={testId}
        className={cn(
          'inline-flex items-center justify-center rounded-md text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-900 data-[state=open]:bg-zinc-100',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
          triggerClassName,
        )}
      >
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          aria-label={label}
          className="z-[90] max-w-[calc(100vw-1rem)] min-w-52 rounded-lg border border-zinc-200 bg-white p-1 shadow-lg data-[state=open]:animate-fade-in"
        >
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.label}
              data-testid={item.testId}
              disabled={item.disabled}
              onSelect={item.onSelect}
              className="flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm leading-snug text-zinc-800 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-zinc-500 data-[highlighted]:bg-zinc-100"
            >
              {item.icon}
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
