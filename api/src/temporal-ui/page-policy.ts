// The Temporal UI's pages start with one inline script (SvelteKit's bootstrap), which the
// console's policy ('self' only) would stop. Instead of allowing every inline script, a page's
// policy names its own inline scripts by their SHA-256, taken from the page as the server sent
// it: the bootstrap runs, anything injected does not.
import { createHash } from 'node:crypto';

// The page comes from the Temporal UI server, not from a user: its <script> elements are
// plain markup, so a pattern finds them; an inline one has no src.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The CSP sources ('sha256-…') of a page's inline scripts, in page order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes ?? '')) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}
