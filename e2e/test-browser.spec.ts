// The test browser itself: it starts without the address bar popup's preloaded pages (a renderer
// per browser that only costs CPU), and its --disable-features switch, which replaces
// Playwright's own, still carries every feature Playwright disables.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { PLAYWRIGHT_DISABLED_FEATURES } from '../scripts/lib/test-browser';

test('the browser preloads no address bar popup page', async ({ browser, page }) => {
  await page.goto('/login');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = (await session.send('Target.getTargets')) as {
    targetInfos: { type: string; url: string }[];
  };
  await session.detach();
  expect(targetInfos.filter((target) => target.url.startsWith('chrome://'))).toEqual([]);
  expect(targetInfos.some((target) => target.type === 'page' && target.url.endsWith('/login'))).toBe(true);
});

test("the browser's disabled features include Playwright's own", async () => {
  const require = createRequire(import.meta.url);
  const core = dirname(require.resolve('playwright-core/package.json'));
  const bundle = await readFile(join(core, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  expect(list, "Playwright's disabledFeatures list was not found in its bundle").toBeDefined();
  const playwrights = [...(list ?? '').matchAll(/^\s*"([^"]+)"/gm)].map((match) => match[1]);
  expect(playwrights.length).toBeGreaterThan(10);
  expect([...PLAYWRIGHT_DISABLED_FEATURES]).toEqual(playwrights);
});
