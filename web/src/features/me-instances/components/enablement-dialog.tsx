// 'Habilitar Mi Estudio' (spec 2 §2.4, §5, §9): the four caps, the e-Ventanilla cap fixed at 0
// and read-only, and the expiry date. idle → saving (the operation's steps live) → on success
// the steps stay visible, then the dialog closes and the page reloads after 5 s. The same
// dialog re-initialises from 'Volver a inicializar' (statusME).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApiError, isSessionError } from '../../../shared/api/errors';
import type { Operation } from '../../../shared/api/types';
import { today as consoleToday } from '../../../shared/lib/dates';
import { useOperationRun } from '../../../shared/operation-run';
import { Button } from '../../../shared/ui/button';
import { LayersIcon } from 'lucide-react';
import { dateFieldError, DateField } from '../../../shared/ui/date-field';
import { TextField } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/dialog';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { m } from '../messages';

/** Spec 2 §9: reload 5 s after the enablement. */
export const RELOAD_AFTER_ENABLE_MS = 5000;
export const DEFAULT_EXPIRY = '2099-12-31';

/**
 * Defaults paired by parameter code (spec 2 §9 warns the source's pairing is inconsistent):
 * User.MaxFirmStaffCount 2, FirmCustomer.MaxFirmCustomerCount 50,
 * User.MaxFirmCustomerStaffCount 75, Storage.MaxCapacityGB 25; CommunicationVE 0 (fixed).
 */
const CAPS = [
  { field: 'maxFirmStaffCount', initial: '2' },
  { field: 'maxFirmCustomerCount', initial: '50' },
  { field: 'maxFirmCustomerStaffCount', initial: '75' },
  { field: 'maxCapacityGB', initial: '25' },
] as const;

type CapField = (typeof CAPS)[number]['field'];
type Caps = Record<CapField, string>;

const initialCaps = (): Caps => Object.fromEntries(CAPS.map((cap) => [cap.field, cap.initial])) as Caps;

/** A whole number as typed: "2.5" or "2,5" is refused, never read as 25. */
const INTEGER = /^\d{1,7}$/;

/**
 * Spec 2 §5, in the order the form shows them; undefined when the form may be sent. `fields`
 * marks each cap that is empty or not a whole number, under that very field.
 */
export function enablementErrors(caps: Caps, expiry: string, today: string) {
  const fields: Partial<Record<CapField, string>> = {};
  for (const cap of CAPS) {
    const value = caps[cap.field].trim();
    if (value === '') fields[cap.field] = m.enablement.capRequired;
    else if (!INTEGER.test(value)) fields[cap.field] = m.enablement.capInteger;
  }
  return {
    caps: CAPS.some((cap) => caps[cap.field].trim() === '') ? m.capsIncomplete : undefined,
    fields,
    // Typed text that is no date says so; an empty or past day breaks spec 2 §5's rule.
    expiry: dateFieldError(expiry) ?? (!expiry || expiry < today ? m.expiryInvalid : undefined),
  };
}

type Props = {
  open: boolean;
  organizationId: number | null;
  mode: 'enable' | 'reinitialise';
  onClose: () => void;
  /** Runs when the reload is due (5 s after success). */
  onReload: () => void;
};

export function EnablementDialog(props: Props) {
  return <EnablementDialogBody key={props.open ? 'open' : 'closed'} {...props} />;
}

function EnablementDialogBody({ open, organizationId, mode, onClose, onReload }: Props) {
  const formId = useId();
  const run = useOperationRun();
  const [caps, setCaps] = useState<Caps>(initialCaps);
  const [expiry, setExpiry] = useState(DEFAULT_EXPIRY);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [succeeded, setSucceeded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const today = consoleToday();
  const errors = enablementErrors(caps, expiry, today);
  const invalid = Boolean(errors.caps || errors.expiry || Object.keys(errors.fields).length > 0);
  const shown = submitted
    ? errors
    : { caps: undefined, fields: {} as typeof errors.fields, expiry: undefined };
  const saving = run.operationId !== null || run.starting;

  const close = () => {
    clearTimeout(timer.current);
    if (succeeded) onReload();
    run.reset();
    onClose();
  };

  const settle = (operation: Operation) => {
    if (operation.status === 'completed') {
      setSucceeded(true);
      // Spec 2 §8's snackbar texts; the operation's own record keeps spec 1 §8's outcome text.
      notifySuccess(mode === 'reinitialise' ? m.reinitialised : m.enabled);
      timer.current = setTimeout(() => {
        onReload();
        onClose();
      }, RELOAD_AFTER_ENABLE_MS);
    } else {
      notifyError(operation.error?.message ?? m.genericError);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(undefined);
    if (organizationId === null) {
      setFailure(m.organizationNotLoaded);
      return;
    }
    if (invalid) return;
    const numbers = Object.fromEntries(
      CAPS.map((cap) => [cap.field, Number(caps[cap.field].trim())]),
    ) as Record<CapField, number>;
    run.run(
      {
        type: 'me.enable',
        input: { organizationId, mode, ...numbers, maxEVentanillaCustomerCount: 0, accessFinishDate: expiry },
      },
      {
        onSettled: settle,
        onError: (error) => {
          if (isSessionError(error)) return;
          const fields = isApiError(error) ? Object.values(error.fields ?? {}) : [];
          setFailure(fields[0] ?? error.message);
        },
      },
    );
  };

  const title = mode === 'enable' ? m.enablement.title : m.enablement.reinitialiseTitle;
  const f = m.enablement.fields;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={title}
      testId="me-enable-dialog"
      icon={
        <span className="flex size-10 items-center justify-center rounded-full bg-accent-50 text-accent-700">
          <LayersIcon size={20} />
        </span>
      }
      actions={
        run.operationId ? (
          <Button variant="secondary" onClick={close}>
            {m.enablement.close}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={run.starting}>
              {m.enablement.cancel}
            </Button>
            <Button type="submit" form={formId} loading={saving}>
              {mode === 'enable' ? m.enablement.submit : m.enablement.reinitialiseSubmit}
            </Button>
          </>
        )
      }
    >
      {run.operationId ? (
        <div className="flex flex-col gap-3">
          <run.Progress id={run.operationId} />
          {succeeded ? (
            <p role="status" className="text-xs text-zinc-500">
              {m.enablement.closing}
            </p>
          ) : null}
        </div>
      ) : (
        <form
          id={formId}
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-3"
          aria-busy={saving || undefined}
        >
          {CAPS.map((cap) => (
            <TextField
              key={cap.field}
              name={cap.field}
              label={f[cap.field]}
              inputMode="numeric"
              autoComplete="off"
              value={caps[cap.field]}
              maxLength={7}
              error={shown.fields[cap.field]}
              onChange={(event) => {
                // Integers only (spec 2 §5): what is typed stays as typed and is checked on
                // 'Habilitar' (dropping the '.' of "2.5" would send 25).
                const value = event.target.value;
                setCaps((current) => ({ ...current, [cap.field]: value }));
              }}
            />
          ))}
          <TextField
            name="maxEVentanillaCustomerCount"
            label={f.maxEVentanillaCustomerCount}
            value="0"
            readOnly
            aria-readonly
            hint={m.enablement.fixedHint}
            className="bg-zinc-50 text-zinc-500"
          />
          <DateField
            name="accessFinishDate"
            label={f.accessFinishDate}
            min={today}
            value={expiry}
            error={shown.expiry}
            onChange={setExpiry}
          />
          {shown.caps || failure ? (
            <p role="alert" className="text-xs font-medium text-red-600">
              {shown.caps ?? failure}
            </p>
          ) : null}
        </form>
      )}
    </Modal>
  );
}
