// Labelled form fields with their error (or hint) under them, wired for screen readers. They
// take react-hook-form's register() as props (ref included).
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';

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
  containerClassName?: string | undefined;
};

/** The label, the control and the error or hint under it; `control` receives the ids to wire. */
export function Field({
  label,
  error,
  hint,
  required,
  containerClassName,
  control,
}: FrameProps & {
  required?: boolean | undefined;
  control: (wiring: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-required': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const id = useId();
  const note = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', containerClassName)}>
      <label htmlFor={id} className="text-sm font-medium text-zinc-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
        'aria-describedby': note,
      })}
      {error ? (
        <p id={note} className="text-xs font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={note} className="text-xs text-zinc-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  error,
  hint,
  containerClassName,
  className,
  ...props
}: FrameProps & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <Field
      {...{ label, error, hint, containerClassName }}
      required={props.required}
      control={(wiring) => (
        <input {...wiring} className={inputClasses(Boolean(error), className)} {...props} />
      )}
    />
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  containerClassName,
  className,
  ...props
}: FrameProps & Omit<ComponentProps<'textarea'>, 'id'>) {
  return (
    <Field
      {...{ label, error, hint, containerClassName }}
      required={props.required}
      control={(wiring) => (
        <textarea
          rows={2}
          {...wiring}
          className={inputClasses(Boolean(error), cn('h-auto resize-y py-2', className))}
          {...props}
        />
      )}
    />
  );
}

export function SelectField({
  label,
  error,
  hint,
  placeholder,
  options,
  containerClassName,
  className,
  ...props
}: FrameProps &
  Omit<ComponentProps<'select'>, 'id'> & {
    placeholder?: string;
    options: ReadonlyArray<{ value: string; label: string }>;
  }) {
  return (
    <Field
      {...{ label, error, hint, containerClassName }}
      required={props.required}
      control={(wiring) => (
        <select
          {...wiring}
          className={inputClasses(
            Boolean(error),
            cn(
              'appearance-none bg-[length:16px] bg-[right_0.75rem_center] bg-no-repeat pr-9 select-chevron',
              className,
            ),
          )}
          {...props}
        >
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
}

/** An error of the whole form (the api refused it, or a rule across fields). */
export function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
      {message}
    </p>
  ) : null;
}
