// Where focus goes back when a dialog or drawer closes. Radix returns it to a Dialog.Trigger,
// but ours open from menu items, links and routes, so without this it fell to <body>. The last
// element focused outside a menu is the control the person used (a row's ⋮ button, a button);
// it is taken when the dialog opens and focused again when it closes.
import { useLayoutEffect, useRef } from 'react';

let lastFocused: HTMLElement | null = null;

if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      const menu = target.closest<HTMLElement>('[role="menu"]');
      if (!menu) lastFocused = target;
      // A menu opened by a pointer never focused its trigger (Radix keeps it from taking focus):
      // the control that opened the menu is the one whose aria-controls names it.
      else if (menu.id)
        lastFocused =
          document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) ?? lastFocused;
    },
    true,
  );
}

/** `onCloseAutoFocus` for Radix Dialog.Content: back to the opener, else to the page's main area. */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const origin = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) origin.current = lastFocused;
  }, [open]);
  return (event) => {
    const target =
      (origin.current?.isConnected ? origin.current : sameControl(origin.current)) ??
      document.querySelector<HTMLElement>('main');
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
  };
}

/**
 * The opener when its row was rendered again while the dialog was open (a table redraws its
 * rows when the data refreshes): the control with the same id or accessible name.
 */
function sameControl(element: HTMLElement | null): HTMLElement | null {
  if (!element) return null;
  if (element.id) {
    const byId = document.getElementById(element.id);
    if (byId) return byId;
  }
  const label = element.getAttribute('aria-label');
  if (!label) return null;
  return document.querySelector<HTMLElement>(`${element.tagName}[aria-label="${CSS.escape(label)}"]`);
}
