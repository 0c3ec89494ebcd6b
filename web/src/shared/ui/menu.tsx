// A small accessible dropdown menu (row menus, avatar menu). Rendered in a portal with
// fixed positioning so table scroll containers never clip it.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../lib/cn';

export type MenuItem = {
  label: string;
  onSelect: () => void;
  icon?: ReactNode;
  testId?: string;
  /** Shown but not selectable (e.g. an action the user's role or the row's state rules out). */
  disabled?: boolean;
};

type MenuProps = {
  /** Accessible name of the trigger. */
  label: string;
  trigger: ReactNode;
  items: MenuItem[];
  triggerClassName?: string;
  testId?: string;
  /** Panel width in px, for longer item labels. */
  width?: number;
};

const MENU_WIDTH = 208;

export function Menu({ label, trigger, items, triggerClassName, testId, width = MENU_WIDTH }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);

  const openMenu = () => {
    const rect = buttonRef.current?.getBoundingClientRect();
    if (!rect) return;
    const height = items.length * 40 + 8;
    const below = rect.bottom + 4 + height <= window.innerHeight;
    setPosition({
      top: below ? rect.bottom + 4 : Math.max(8, rect.top - height - 4),
      left: Math.min(Math.max(8, rect.right - width), window.innerWidth - width - 8),
    });
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    const onScroll = () => close(false);
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('resize', onScroll);
    window.addEventListener('scroll', onScroll, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('resize', onScroll);
      window.removeEventListener('scroll', onScroll, true);
    };
  }, [open, close]);

  const onMenuKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const elements = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = elements.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      elements[(index + 1) % elements.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      elements[(index - 1 + elements.length) % elements.length]?.focus();
    } else if (event.key === 'Home') {
      event.preventDefault();
      elements[0]?.focus();
    } else if (event.key === 'End') {
      event.preventDefault();
      elements[elements.length - 1]?.focus();
    }
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid={testId}
        onClick={() => (open ? close(false) : openMenu())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            openMenu();
          }
        }}
        className={cn(
          'inline-flex items-center justify-center rounded-md text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-900',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
          open && 'bg-zinc-100 text-zinc-900',
          triggerClassName ?? 'size-8',
        )}
      >
        {trigger}
      </button>
      {open && position
        ? createPortal(
            <ul
              ref={menuRef}
              id={menuId}
              role="menu"
              aria-label={label}
              onKeyDown={onMenuKeyDown}
              style={{
                top: position.top,
                left: position.left,
                width: Math.min(width, window.innerWidth - 16),
              }}
              className="fixed z-[90] rounded-lg border border-zinc-200 bg-white p-1 shadow-lg animate-[fade-in_120ms_ease-out]"
            >
              {items.map((item) => (
                <li key={item.label} role="none">
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    data-testid={item.testId}
                    aria-disabled={item.disabled || undefined}
                    onClick={() => {
                      if (item.disabled) return;
                      close(false);
                      item.onSelect();
                    }}
                    className={cn(
                      'flex min-h-9 w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm leading-snug focus:bg-zinc-100 focus:outline-none',
                      item.disabled ? 'cursor-not-allowed text-zinc-400' : 'text-zinc-800 hover:bg-zinc-100',
                    )}
                  >
                    {item.icon}
                    {item.label}
                  </button>
                </li>
              ))}
            </ul>,
            document.body,
          )
        : null}
    </>
  );
}
