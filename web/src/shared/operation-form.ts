// A form that starts an operation: react-hook-form checks the values with the operation's own
// zod schema (the api applies the same one), the api's field errors land under their fields,
// and a changed value never reuses the idempotency key of an earlier attempt.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError, isSessionError } from './api/errors';
import type { Operation, OperationStart } from './api/types';
import { useOperationRun } from './operation-run';

/**
 * The api's refusal shown where it belongs: `fields` keys (`input.password`, `reason`) under the
 * field of that name when the form has it, anything else as the form's own error.
 */
export function showApiErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: Error,
): void {
  if (isSessionError(error)) return;
  const fields = isApiError(error) ? Object.entries(error.fields ?? {}) : [];
  const names = Object.keys(form.getValues());
  let placed = false;
  for (const [key, message] of fields) {
    const name = key.replace(/^input\./, '');
    if (names.includes(name)) {
      form.setError(name as Path<T>, { type: 'server', message });
      placed = true;
    } else {
      form.setError('root.server', { type: 'server', message });
      placed = true;
    }
  }
  if (!placed) form.setError('root.server', { type: 'server', message: error.message });
}

export function useOperationForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    // Spec 1 §5: an error clears when its field is edited; the next submit checks again.
    reValidateMode: 'onSubmit',
    ...options,
    resolver: zodResolver(schema),
  });
  const operation = useOperationRun();
  const { renewKey } = operation;
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      renewKey();
      if (name) form.clearErrors([name, 'root'] as Path<z.input<Schema>>[]);
    });
    return () => subscription.unsubscribe();
  }, [form, renewKey]);

  /** Starts the operation; its outcome goes to onSettled even if the view was closed. */
  const start = (
    request: OperationStart & { reason?: string | undefined },
    onSettled: (operation: Operation) => void,
  ) => operation.run(request, { onSettled, onError: (error) => showApiErrors(form, error) });

  return { form, operation, start };
}
