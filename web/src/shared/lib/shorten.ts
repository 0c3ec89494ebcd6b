// Shortening rules of the recycle bin's table (spec 1 §2): names shown fully up to 35
// characters, paths shortened to their last segments within 30 characters.

export const NAME_LIMIT = 35;
export const PATH_LIMIT = 30;

/** The name itself up to `limit` characters; longer ones are cut with '…' (the full name goes in a tooltip). */
export function shortenName(name: string, limit = NAME_LIMIT): { text: string; shortened: boolean } {
  const chars = Array.from(name);
  if (chars.length <= limit) return { text: name, shortened: false };
  return {
    text: `${chars
      .slice(0, limit - 1)
      .join('')
      .trimEnd()}…`,
    shortened: true,
  };
}

/**
 * The last segments of a path that fit in `limit` characters, after '…/'. A last segment
 * longer than the limit is itself cut at its start.
 */
export function shortenPath(path: string, limit = PATH_LIMIT): { text: string; shortened: boolean } {
  if (Array.from(path).length <= limit) return { text: path, shortened: false };
  const segments = path.split('/').filter(Boolean);
  let text = '';
  for (let index = segments.length - 1; index >= 0; index--) {
    const candidate = text ? `${segments[index]}/${text}` : segments[index]!;
    if (Array.from(`…/${candidate}`).length > limit) break;
    text = candidate;
  }
  if (!text) {
    const last = Array.from(segments[segments.length - 1] ?? path);
    return { text: `…${last.slice(last.length - (limit - 1)).join('')}`, shortened: true };
  }
  return { text: `…/${text}`, shortened: true };
}

/** The folder a document is in (its path without the document's own name); '/' at the root. */
export function folderOf(path: string): string {
  const cut = path.replace(/\/+$/, '').lastIndexOf('/');
  return cut > 0 ? path.slice(0, cut) : '/';
}
