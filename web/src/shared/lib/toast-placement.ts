// Where the snackbars go while a dialog or drawer is open, so they never cover its title or
// its actions (issue 28: the add-user toast sat on the drawer's title). Beside the dialog when
// the screen has room; on a phone above it, or else just under its title (over its body, which
// scrolls, never over what names it or what it asks).
import { useEffect, useState, type CSSProperties } from 'react';

/** The attribute the console's dialogs and drawers carry (shared/ui/dialog). */
export const DIALOG_MARK = 'data-console-dialog';

/** Marks the snackbars' region: a press there is not a press outside an open dialog. */
export const SNACKBAR_MARK = 'data-console-snackbars';

type Box = { top: number; right: number; bottom: number; left: number };

const GAP = 16;
/** The snackbars' width on a wide screen (26rem). */
export const TOAST_WIDTH = 416;
/** Room above a dialog that is worth using: two lines of snackbar and their margins. */
const ROOM_ABOVE = 96;

/**
 * The viewport's fixed position for a dialog at `dialog` whose title area ends at `titleBottom`,
 * on a screen of `width` × `height`; null when no dialog is open (the usual place).
 */
export function toastPlacement(
  dialog: Box | null,
  titleBottom: number,
  width: number,
  height: number,
): CSSProperties | null {
  if (!dialog) return null;
  const need = Math.min(TOAST_WIDTH, width - 2 * GAP);
  if (width - dialog.right >= need + 2 * GAP) return { top: GAP, right: GAP, left: 'auto', width: need };
  if (dialog.left >= need + 2 * GAP)
    return { top: GAP, right: width - dialog.left + GAP, left: 'auto', width: need };
  if (dialog.top >= ROOM_ABOVE)
    return { top: 'auto', bottom: height - dialog.top + GAP / 2, left: GAP, right: GAP };
  return { top: titleBottom + GAP / 2, left: GAP, right: GAP };
}

/** The box of the open dialog on top and the bottom of its title area, read from the page. */
function measure(): { dialog: Box; titleBottom: number } | null {
  const open = document.querySelectorAll<HTMLElement>(`[${DIALOG_MARK}][data-state=open]`);
  const dialog = open[open.length - 1];
  if (!dialog) return null;
  const titleId = dialog.getAttribute('aria-labelledby');
  const title = titleId ? document.getElementById(titleId) : null;
  // A drawer's title sits in a header with its description and close button.
  const titleArea = title?.closest('header') ?? title ?? dialog;
  const box = dialog.getBoundingClientRect();
  return {
    dialog: { top: box.top, right: box.right, bottom: box.bottom, left: box.left },
    titleBottom: titleArea.getBoundingClientRect().bottom,
  };
}

/** The snackbars' position, followed while `active` (some snackbar shows). */
export function useToastPlacement(active: boolean): CSSProperties | null {
  const [placement, setPlacement] = useState<CSSProperties | null>(null);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const found = measure();
        const next = toastPlacement(
          found?.dialog ?? null,
          found?.titleBottom ?? 0,
          window.innerWidth,
          window.innerHeight,
        );
        setPlacement((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
      });
    };
    update();
    // Dialogs open and close while a snackbar shows (a drawer's form saves and closes).
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
    // A drawer slides in: measure again where it comes to rest.
    const events = ['resize', 'animationend'] as const;
    for (const name of events) window.addEventListener(name, update, true);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      for (const name of events) window.removeEventListener(name, update, true);
    };
  }, [active]);
  return active ? placement : null;
}
