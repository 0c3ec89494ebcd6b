// What an approver approves, in business terms (issue 43): the operation's input under its
// contract's Spanish names (the person, the e-mail, the dates), codes by their names, secrets
// left out; a long list by its count. The same presentation as the operation's detail.
import { useQuery } from '@tanstack/react-query';
import { useCodeNames } from '../../api/code-names';
import { operationTypesQueryOptions } from '../../api/list-operations';
import { inputFields } from '../../present';

export function ApprovalInput({ type, input }: { type: string; input: Record<string, unknown> }) {
  const catalog = useQuery(operationTypesQueryOptions);
  const codeNames = useCodeNames(input);
  const info = catalog.data?.find((item) => item.type === type);
  const fields = inputFields({ type, input }, info, codeNames);
  if (fields.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-col gap-1 text-sm" data-testid="approval-input">
      {fields.map((field) => (
        <li key={field.key} className="break-words">
          <span className="text-zinc-500">{field.label}: </span>
          <span className="text-zinc-900">{field.kind === 'list' ? field.summary : field.text}</span>
        </li>
      ))}
    </ul>
  );
}
