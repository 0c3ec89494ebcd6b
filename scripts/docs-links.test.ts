// The documentation holds together: every relative link of the README, the docs/ pages and the
// workspaces' READMEs reaches a file that exists and, with a #fragment, a heading of that page
// (slugged as GitHub slugs them); the README stays a front door (at most 200 lines) that links
// every page of docs/, and every page links back to it. Parsed with markdown-it, so links in code
// blocks and code spans are not links.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import MarkdownIt, { type Token } from 'markdown-it';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const markdown = new MarkdownIt();

const docsPages = readdirSync(join(ROOT, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`)
  .sort();
const pages = ['README.md', ...docsPages, 'platform/README.md', 'web/README.md'];

const tokensOf = (page: string): Token[] => markdown.parse(readFileSync(join(ROOT, page), 'utf8'), {});

/** Every href of a page, with the line it is on (1-based), outside code. */
function linksOf(page: string): { href: string; line: number }[] {
  return tokensOf(page).flatMap((block) =>
    (block.children ?? [])
      .filter((token) => token.type === 'link_open' || token.type === 'image')
      .map((token) => ({
        href: String(token.attrGet(token.type === 'image' ? 'src' : 'href') ?? ''),
        line: (block.map?.[0] ?? 0) + 1,
      })),
  );
}

/** The anchors GitHub gives a page's headings (a repeated heading gets -1, -2, ...). */
function anchorsOf(page: string): Set<string> {
  const slugger = new GithubSlugger();
  const tokens = tokensOf(page);
  return new Set(
    tokens.flatMap((token, index) => {
      if (token.type !== 'heading_open') return [];
      const text = (tokens[index + 1]?.children ?? [])
        .filter((child) => child.type === 'text' || child.type === 'code_inline')
        .map((child) => child.content)
        .join('');
      return [slugger.slug(text)];
    }),
  );
}

/** What is wrong with one relative link, or null when it resolves. */
function problemOf(page: string, href: string): string | null {
  const [path = '', fragment] = href.split('#', 2) as [string, string | undefined];
  const target = path === '' ? join(ROOT, page) : resolve(dirname(join(ROOT, page)), decodeURI(path));
  const shown = relative(ROOT, target);
  if (shown.startsWith('..')) return `leaves the repository (${shown})`;
  if (!existsSync(target)) return `no such file: ${shown}`;
  if (fragment === undefined || fragment === '' || !target.endsWith('.md')) return null;
  return anchorsOf(relative(ROOT, target)).has(decodeURIComponent(fragment))
    ? null
    : `no heading #${fragment} in ${shown}`;
}

const external = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href);

describe('documentation links', () => {
  it('finds the pages it checks, and links in them', () => {
    expect(docsPages.length).toBeGreaterThanOrEqual(10);
    expect(linksOf('README.md').length).toBeGreaterThan(docsPages.length);
  });

  it('every relative link reaches a file and a heading that exist', () => {
    const broken = pages.flatMap((page) =>
      linksOf(page)
        .filter(({ href }) => !external(href))
        .flatMap(({ href, line }) => {
          const problem = problemOf(page, href);
          return problem ? [`${page}:${line} (${href}): ${problem}`] : [];
        }),
    );
    expect(broken).toEqual([]);
  });

  it('the README is a front door: at most 200 lines, and it links every page of docs/', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(200);
    const linked = new Set(linksOf('README.md').map(({ href }) => href.split('#')[0]));
    expect(docsPages.filter((page) => !linked.has(page))).toEqual([]);
  });

  it('every page of docs/ links back to the README', () => {
    const orphans = docsPages.filter(
      (page) => !linksOf(page).some(({ href }) => href.split('#')[0] === '../README.md'),
    );
    expect(orphans).toEqual([]);
  });

  it('catches a link to a missing file, a missing heading, and one outside the repository', () => {
    expect(problemOf('README.md', 'docs/no-such-page.md')).toMatch(/no such file/);
    expect(problemOf('README.md', '#no-such-heading')).toMatch(/no heading/);
    expect(problemOf('docs/operations.md', '../../elsewhere.md')).toMatch(/leaves the repository/);
    expect(problemOf('README.md', 'docs/operations.md')).toBeNull();
    expect(problemOf('README.md', '#documentation')).toBeNull();
    expect(problemOf('docs/cli.md', '../README.md#signing-in')).toBeNull();
  });
});
