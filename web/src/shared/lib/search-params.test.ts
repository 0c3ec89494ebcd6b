// How the router writes and reads the URL's search: text as typed, never JSON-quoted.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cuitParam, listParam, parseSearch, stringifySearch, textParam } from './search-params';

describe('search params in the URL', () => {
  it('writes a CUIT as its digits, not as %22…%22, and reads it back as text', () => {
    const url = stringifySearch({ cuit: '30712345671' });
    expect(url).toBe('?cuit=30712345671');
    expect(z.object({ cuit: cuitParam }).parse(parseSearch(url))).toEqual({ cuit: '30712345671' });
  });

  it('keeps text that looks like JSON or a number as the text typed', () => {
    const search = { name: '100', path: '/a/[b]', text: 'true' };
    const back = parseSearch(stringifySearch(search));
    expect(z.object({ name: textParam(), path: textParam(), text: textParam() }).parse(back)).toEqual(search);
  });

  it('round-trips lists, including items with commas', () => {
    const url = stringifySearch({ client: ['Pérez, Juan', 'Agro Pampa'] });
    const schema = z.object({ client: listParam(z.string()) });
    expect(schema.parse(parseSearch(url))).toEqual({ client: ['Pérez, Juan', 'Agro Pampa'] });
  });
});
