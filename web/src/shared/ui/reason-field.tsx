// The 'Motivo' of a high-risk operation (recorded with it), with its error or its hint below.
import { useId } from 'react';
import { messages } from '../messages';

export function ReasonField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-800">
        {messages.userActions.reason}
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      </label>
      <textarea
        id={id}
        name="reason"
        rows={2}
        maxLength={500}
        required
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={
          'block w-full resize-y rounded-md bg-white px-3 py-2 text-sm text-zinc-900 shadow-xs ring-1 ring-inset focus:ring-2 focus:outline-none ' +
          (error ? 'ring-red-500 focus:ring-red-500' : 'ring-zinc-300 focus:ring-accent-600')
        }
      />
      {error ? (
        <p id={`${id}-help`} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : (
        <p id={`${id}-help`} className="text-xs text-zinc-500">
          {messages.userActions.reasonHint}
        </p>
      )}
    </div>
  );
}
