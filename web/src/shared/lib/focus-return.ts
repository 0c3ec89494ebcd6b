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
      if (target instanceof HTMLElement && !target.closest('[role="menu"]')) lastFocused = target;
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
    const target = origin.current?.isConnected ? origin.current : document.querySelector<HTMLElement>('main');
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
  };
}
