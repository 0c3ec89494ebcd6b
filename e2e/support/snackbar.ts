// The snackbar that says `text`. Matched from the start of its text and with its case: a plain
// `hasText` matches anywhere and ignores case, so 'Habilitacion exitosa' also found the
// 'Deshabilitacion exitosa' still shown from the step before (both stay up for 6 s).
import type { Locator, Page } from '@playwright/test';

export function snackbar(page: Page, text: string): Locator {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByTestId('snackbar').filter({ hasText: new RegExp(`^${escaped}`) });
}
