// Snackbars beside an open dialog when there is room, else above it, else under its title:
// never over its title or its actions.
import { describe, expect, it } from 'vitest';
import { TOAST_WIDTH, toastPlacement } from './toast-placement';

const box = (top: number, right: number, bottom: number, left: number) => ({ top, right, bottom, left });

describe('toastPlacement', () => {
  it('keeps the usual place with no dialog', () => {
    expect(toastPlacement(null, 0, 1366, 768)).toBeNull();
  });

  it('goes left of a right-hand drawer at 1366 px, clear of its title and actions', () => {
    // The add-user drawer: 448 px wide on the right, its title at the top.
    const placement = toastPlacement(box(0, 1366, 768, 918), 60, 1366, 768);
    expect(placement).toEqual({ top: 16, right: 1366 - 918 + 16, left: 'auto', width: TOAST_WIDTH });
    const toastRight = 1366 - (placement!.right as number);
    expect(toastRight).toBeLessThanOrEqual(918);
  });

  it('keeps the top right beside a centred modal', () => {
    expect(toastPlacement(box(300, 907, 480, 459), 340, 1366, 768)).toEqual({
      top: 16,
      right: 16,
      left: 'auto',
      width: TOAST_WIDTH,
    });
  });

  it('goes above a phone modal, and under a full-screen drawer’s title', () => {
    // A 390 px phone: the modal in the middle, toasts stacked up from just above its top.
    expect(toastPlacement(box(320, 374, 520, 16), 360, 390, 844)).toEqual({
      top: 'auto',
      bottom: 844 - 320 + 8,
      left: 16,
      right: 16,
    });
    // The drawer fills the screen: just under its header, over the body that scrolls.
    expect(toastPlacement(box(0, 390, 844, 0), 57, 390, 844)).toEqual({ top: 65, left: 16, right: 16 });
  });
});
