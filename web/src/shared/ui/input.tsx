// Labelled form fields with their error (or hint) under them, wired for screen readers. They
// take react-hook-form's register() as props (ref included).
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { messages } from '../messages';

export const inputClasses = (invalid: boolean, className?: string) =>
  cn(
    'block h-10 w-full rounded-md bg-white px-3 text-sm text-zinc-900 shadow-xs ring-1 ring-inset transition-shadow',
    'placeholder:text-zinc-500 focus:outline-none focus:ring-2 disabled:bg-zinc-50 disabled:text-zinc-600',
    invalid ? 'ring-red-500 focus:ring-red-500' : 'ring-zinc-300 focus:ring-accent-600',
    className,
  );

type FrameProps = {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** An icon inside the field, before the text (a search field's magnifier). */
  icon?: ReactNode;
  containerClassName?: string | undefined;
  className?: string | undefined;
  required?: boolean | undefined;
};
type Wiring = Pick<
  ComponentProps<'input'>,
  'id' | 'className' | 'aria-invalid' | 'aria-required' | 'aria-describedby'
>;

/** The label, the control and the error or hint under it; `control` receives what to wire. */
function Field<P extends FrameProps>({
  label,
  error,
  hint,
  icon,
  containerClassName,
  className,
  control,
  ...props
}: P & { control: (wiring: Wiring, props: Omit<P, keyof FrameProps>) => ReactNode }) {
  const id = useId();
  const rest = props as unknown as Omit<P, keyof FrameProps>;
  const note = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const wiring: Wiring = {
    id,
    className: inputClasses(Boolean(error), cn(icon ? 'pl-10' : undefined, className)),
    'aria-invalid': error ? true : undefined,
    'aria-required': props.required ? true : undefined,
    'aria-describedby': note,
  };
  return (
    <div className={cn('flex flex-col gap-1.5', containerClassName)}>
      <label htmlFor={id} className="text-sm font-medium text-zinc-800">
        {label}
        {props.required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </label>
      {icon ? (
        <div className="relative">
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-zinc-400">
            {icon}
          </span>
          {control(wiring, rest)}
        </div>
      ) : (
        control(wiring, rest)
      )}
      {note ? (
        <p
          id={note}
          role={error ? 'alert' : undefined}
          className={error ? 'text-xs font-medium text-red-700' : 'text-xs text-zinc-600'}
        >
          {error || hint}
        </p>
      ) : null}
    </div>
  );
}

export const TextField = (props: FrameProps & Omit<ComponentProps<'input'>, 'id'>) => (
  <Field {...props} control={(wiring, rest) => <input {...wiring} {...rest} />} />
);

export const TextAreaField = ({
  className,
  ...props
}: FrameProps & Omit<ComponentProps<'textarea'>, 'id'>) => (
  <Field
    {...props}
    className={cn('h-auto resize-y py-2', className)}
    control={(wiring, rest) => <textarea rows={2} {...wiring} {...rest} />}
  />
);

export const SelectField = ({
  className,
  placeholder,
  options,
  ...props
}: FrameProps &
  Omit<ComponentProps<'select'>, 'id'> & {
    placeholder?: string;
    options: ReadonlyArray<{ value: string; label: string }>;
  }) => (
  <Field
    {...props}
    className={cn(
      'appearance-none bg-[length:16px] bg-[right_0.75rem_center] bg-no-repeat pr-9 select-chevron',
      className,
    )}
    control={(wiring, rest) => (
      <select {...wiring} {...rest}>
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )}
  />
);

/** An error of the whole form (the api refused it, or a rule across fields). */
export function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
      {message}
    </p>
  ) : null;
}

/** The 'Motivo' of a high-risk operation (recorded with it), with its error or its hint below. */
export const ReasonField = (props: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) => (
  <TextAreaField
    label={messages.userActions.reason}
    name="reason"
    maxLength={500}
    required
    value={props.value}
    error={props.error}
    hint={messages.userActions.reasonHint}
    onChange={(event) => props.onChange(event.target.value)}
  />
);
