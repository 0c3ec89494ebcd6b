// The operation type a list filters on, offered from the catalogue. A type the URL holds that
// the catalogue does not list (an old link) still shows as selected.
import { useQuery } from '@tanstack/react-query';
import { SelectField } from '../../../shared/ui/input';
import { operationTypesQueryOptions } from '../api/list-operations';

export function OperationTypeField({
  label,
  anyLabel,
  value,
  onChange,
}: {
  label: string;
  /** The option that filters on no type. */
  anyLabel: string;
  value: string | undefined;
  onChange: (type: string | undefined) => void;
}) {
  const types = useQuery(operationTypesQueryOptions);
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      options={[
        { value: '', label: anyLabel },
        ...(types.data ?? []).map((type) => ({ value: type.type, label: type.label })),
        ...(value && types.data && !types.data.some((type) => type.type === value)
          ? [{ value, label: value }]
          : []),
      ]}
    />
  );
}
