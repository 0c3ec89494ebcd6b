// The 'Motivo' of a high-risk operation (recorded with it), with its error or its hint below.
import { messages } from '../messages';
import { TextAreaField } from './input';

export function ReasonField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextAreaField
      label={messages.confirmation.reason}
      name="reason"
      maxLength={500}
      required
      value={value}
      error={error}
      hint={messages.confirmation.reasonHint}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
