// Custom search attributes every Temporal server of this project must know: the operations
// list filters on them server-side. The launcher registers them on the dev server, tests
// reuse the same list, and docker-compose.yml registers the same names on a cluster.
export const searchAttributes = [
  { name: 'OperationType', type: 'Keyword' },
  { name: 'OperationTarget', type: 'Keyword' },
  { name: 'OperationActor', type: 'Keyword' },
  { name: 'OperationSource', type: 'Keyword' },
  { name: 'OperationRelated', type: 'KeywordList' },
  { name: 'OperationApproval', type: 'Keyword' },
  { name: 'OperationSchedule', type: 'Keyword' },
] as const;

export type SearchAttributeName = (typeof searchAttributes)[number]['name'];

/** `--search-attribute NAME=Type` pairs for `temporal server start-dev`. */
export function searchAttributeFlags(): string[] {
  return searchAttributes.flatMap(({ name, type }) => ['--search-attribute', `${name}=${type}`]);
}
