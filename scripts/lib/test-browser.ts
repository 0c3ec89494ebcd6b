// The browser of the e2e tests: Debian's, never one Playwright downloads.
//
// Debian's headless shell (package chromium-headless-shell, the same Chromium build without the
// browser's own UI, and what Playwright itself runs for headless tests) when it is installed:
// the whole browser spends about a third more CPU on the same tests (47 against 31 CPU-s over
// three spec files), most of it in its UI process. Otherwise /usr/bin/chromium; CHROMIUM_PATH
// names another.
import { existsSync } from 'node:fs';

const DEBIAN_BROWSERS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** CHROMIUM_PATH, else the first of Debian's browsers that is installed (the last one if none). */
export function testBrowserPath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return DEBIAN_BROWSERS.find((path) => existsSync(path)) ?? (DEBIAN_BROWSERS.at(-1) as string);
}

// The full browser (Chromium 156) preloads two WebUI pages for the address bar's popup with every browser
// it starts (chrome://omnibox-popup.top-chrome/ and its 'AI mode' variant): one renderer of about
// 160 MB that burns CPU at every launch and context, for a popup a headless test never opens.
// Turning them off is a --disable-features switch, and Chromium honours only the last such
// switch on its command line, so it must repeat the features Playwright itself disables
// (its own switch comes first). `chromium-args.test.ts` fails when Playwright's list changes.

/** What Playwright 1.65.1 disables (its chromiumSwitches), in its order. */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/** The address bar popup's preloaded pages. */
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The switches every test browser starts with (headless, no sandbox in a container). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];
