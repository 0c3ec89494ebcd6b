// The checks made on every screen of the router (e2e/every-screen.spec.ts), each a small function
// of the page as it is now, returning its findings as lines: axe (in page-checks.ts), native date
// fields, what staff read, workflow ids outside an operation's ID field, whole breadcrumbs on a
// phone. A walk collects them per check (Findings) and asserts once per check, naming the screen.
// Page scripts are strings: the e2e code is typed without the DOM library.
import { expect, type Page } from '@playwright/test';
import { scaled } from '../../test-support/src/slowdown';

/** The widths the screens are checked at, with the heights the specs use for each. */
export const WIDE = { width: 1366, height: 900 } as const;
export const NARROW = { width: 390, height: 844 } as const;

/**
 * A screen shows its data: its main region attached (not visible: a screen that opens a drawer by
 * itself hides the rest from readers), the network quiet (bounded: a screen that polls may never
 * be), no skeleton or spinner left, and something in it.
 */
export async function settle(page: Page): Promise<void> {
  await page.locator('main').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle', { timeout: scaled(8_000) }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: scaled(15_000) });
  await expect(page.locator('main')).not.toHaveText(/^\s*$/);
}

const nextFrames = (page: Page) =>
  page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');

/**
 * The same loaded page at another width, once its layout has followed: the window reports the
 * width, and two frames have passed for the screens whose columns follow it (a media query's
 * listener re-renders in the frame after the resize).
 */
export async function atWidth(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await expect.poll(() => page.evaluate<number>('window.innerWidth')).toBe(size.width);
  await nextFrames(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: scaled(15_000) });
}

/** Native date and time fields, and anything reading mm/dd/yyyy (issue 28). */
export function dateFrictions(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const found = [];
    const native = document.querySelectorAll(
      'input[type=date], input[type=datetime-local], input[type=time], input[type=month], input[type=week]',
    );
    for (const input of native) found.push('native ' + input.type + ' field ' + (input.name || input.id));
    for (const input of document.querySelectorAll('input[placeholder]')) {
      if (/mm\\s*\\/\\s*dd/i.test(input.placeholder)) found.push('placeholder "' + input.placeholder + '"');
    }
    if (/mm\\/dd\\/(yyyy|aaaa)/i.test(document.body.innerText)) found.push('text reading mm/dd/yyyy');
    return found;
  })()`);
}

/** A workflow id: `<area>.<action>/<target>/<suffix>`. */
const WORKFLOW_ID = /\b[a-z]+(?:\.[a-zA-Z]+)+\/[^\s/]+\/[A-Za-z0-9_-]+/;

/** Text nodes matching a workflow id outside an operation's 'ID' field (issue 28). */
export function workflowIdsShown(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`((source) => {
    const pattern = new RegExp(source);
    const found = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [data-testid="operation-id"]')) continue;
      const match = pattern.exec(node.textContent ?? '');
      if (match) found.push('workflow id ' + match[0]);
    }
    return found;
  })(${JSON.stringify(WORKFLOW_ID.source)})`);
}

/** The folds ('Ver el detalle') that hold an operation's input or result, scanned open. */
export const FOLD = { name: 'Ver el detalle' } as const;

export async function openFolds(page: Page): Promise<void> {
  for (const more of await page.getByRole('button', FOLD).all()) await more.click();
  await page.waitForLoadState('networkidle', { timeout: scaled(8_000) }).catch(() => undefined);
}

type Segment = { shown: boolean; text: string; whole: boolean; right: number };

/** The trail's segments, as a phone shows them. */
export function breadcrumbSegments(page: Page): Promise<Segment[]> {
  return page.evaluate<Segment[]>(`
    [...document.querySelectorAll('nav[aria-label="Ruta de navegación"] li')].map((item) => {
      const text = item.querySelector('a, span[aria-current], span:not([aria-hidden])');
      return {
        shown: getComputedStyle(item).display !== 'none',
        text: text ? text.innerText : '',
        whole: text ? text.scrollWidth <= text.clientWidth : false,
        right: item.getBoundingClientRect().right,
      };
    })`);
}

/** At `width` px a trail of three or more shows the parent and the page, each whole and in view. */
export function breadcrumbFindings(segments: Segment[], width: number): string[] {
  const findings: string[] = [];
  const shown = segments.filter((segment) => segment.shown);
  if (segments.length >= 3 && shown.length !== 2) findings.push(`${shown.length} segments shown`);
  for (const segment of shown) {
    if (segment.text.trim().length < 2) findings.push('an empty segment');
    if (!segment.whole) findings.push(`"${segment.text}" is cut`);
    if (segment.right > width) findings.push(`"${segment.text}" ends at ${segment.right} px`);
  }
  return findings;
}

/** The names of the checks, as a failure reads them. */
export const CHECKS = {
  axeWide: 'axe: serious or critical findings at 1366 px',
  axeNarrow: 'axe: serious or critical findings at 390 px',
  dates: 'a native date or time field, or mm/dd/yyyy',
  language:
    'what staff read: a 24:xx time, a native field, engine text, a table without its total, a wrong word',
  workflowIds: "a workflow id outside the operation's ID field",
  breadcrumbs: 'breadcrumbs at 390 px: the parent and the page, each whole',
} as const;
export type Check = keyof typeof CHECKS;

/** What a walk found, per check, each line naming the screen. */
export class Findings {
  private readonly found = new Map<Check, string[]>();

  add(check: Check, where: string, findings: string[]): void {
    if (findings.length === 0) return;
    const list = this.found.get(check) ?? [];
    list.push(...findings.map((finding) => `${where}: ${finding}`));
    this.found.set(check, list);
  }

  /** Each check by its name, with what it found. */
  lists(): [name: string, found: string[]][] {
    return (Object.keys(CHECKS) as Check[]).map((check) => [CHECKS[check], this.found.get(check) ?? []]);
  }

  /** One assertion per check (soft: every check's list is reported, not only the first). */
  expectNone(): void {
    for (const [name, found] of this.lists()) expect.soft(found, name).toEqual([]);
  }
}
