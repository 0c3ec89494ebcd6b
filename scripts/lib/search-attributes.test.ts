import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { searchAttributeFlags, searchAttributes } from './search-attributes';
import { PROJECT_ROOT } from './temporal-cli';

describe('search attributes', () => {
  it('are passed to the dev server as --search-attribute NAME=Type pairs', () => {
    expect(searchAttributeFlags()).toEqual([
      '--search-attribute',
      'OperationType=Keyword',
      '--search-attribute',
      'OperationTarget=Keyword',
      '--search-attribute',
      'OperationActor=Keyword',
      '--search-attribute',
      'OperationSource=Keyword',
      '--search-attribute',
      'OperationRelated=KeywordList',
      '--search-attribute',
      'OperationApproval=Keyword',
      '--search-attribute',
      'OperationSchedule=Keyword',
    ]);
  });

  it('are the ones docker-compose.yml registers on the production cluster', async () => {
    const compose = await readFile(join(PROJECT_ROOT, 'docker-compose.yml'), 'utf8');
    const loop = /for pair in ([\w= ]+); do/.exec(compose);
    expect(loop?.[1]?.trim().split(/\s+/)).toEqual(
      searchAttributes.map((attribute) => `${attribute.name}=${attribute.type}`),
    );
    expect(compose).toContain('--type "$$type"');
  });
});
