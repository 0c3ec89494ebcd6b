// 'Topes' (spec 2 §2.8, §5): each cap with its value in an input; 'Guardar' sends the new value
// as an integer number (me.parameter.update) and shows the operation's steps; the button stays
// disabled about 1 s against double submission. On success the data reloads after 1 s.
import { useState } from 'react';
import type { Operation } from '../../../shared/api/types';
import { useMediaQuery } from '../../../shared/lib/use-media-query';
import { Button } from '../../../shared/ui/button';
import { column, DataTable, type DataColumn } from '../../../shared/ui/data-table';
import { inputClasses } from '../../../shared/ui/input';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import type { MeInstanceParameter } from '../api/get-instance';
import { DOUBLE_SUBMIT_GUARD_MS, RELOAD_AFTER_MODULE_MS, t } from '../messages';
import { parseParameterValue } from '../module-form';
import { OperationFormModal, type OperationRequest } from './operation-form-modal';
import { Panel } from './panel';

const p = t.parameters;

export function ParametersPanel({
  applicationInstanceId,
  parameters,
  reloadLater,
}: {
  applicationInstanceId: number;
  parameters: MeInstanceParameter[];
  reloadLater: (delayMs: number) => void;
}) {
  const [request, setRequest] = useState<OperationRequest | null>(null);
  const aboveSm = useMediaQuery('(min-width: 600px)');
  const form = (parameter: MeInstanceParameter) => (
    <ParameterForm
      parameter={parameter}
      onSave={(value) =>
        setRequest({
          type: 'me.parameter.update',
          input: { applicationInstanceId, appParameterCode: parameter.code, parameterValue: value },
        })
      }
    />
  );
  const columns: DataColumn<MeInstanceParameter>[] = [
    column(
      'description',
      p.description,
      (row) => (
        <>
          <p className="font-medium text-zinc-900">{row.description || row.code}</p>
          <p className="text-xs break-all text-zinc-500">{row.code}</p>
          {/* Under 600 px the value sits under its description (one column). */}
          {aboveSm ? null : <div className="mt-2">{form(row)}</div>}
        </>
      ),
      { className: 'min-w-0' },
    ),
    column('value', p.value, (row) => form(row), { hideBelow: 'sm', className: 'w-56' }),
  ];

  const settle = (finished: Operation) => {
    if (finished.status === 'completed') {
      notifySuccess(finished.result?.message ?? t.parameterUpdated);
      reloadLater(RELOAD_AFTER_MODULE_MS);
    } else {
      notifyError(finished.error?.message ?? t.eAuthzFailed);
    }
  };

  return (
    <Panel id="instance-parameters" title={p.title}>
      {parameters.length === 0 ? (
        <p className="text-sm text-zinc-500">{p.empty}</p>
      ) : (
        <DataTable
          label={p.title}
          testId="parameters-table"
          rowTestId="parameter-row"
          rowData={(parameter) => ({ 'data-parameter': parameter.code })}
          columns={columns}
          data={parameters}
          // A reload with a new value starts the row afresh.
          getRowId={(parameter) => `${parameter.code}:${parameter.value}`}
          empty={p.empty}
        />
      )}
      <OperationFormModal
        open={request !== null}
        title={p.updateTitle}
        confirmLabel={p.save}
        testId="parameter-modal"
        buildRequest={() => request}
        autoStart={request}
        onSettled={settle}
        onClose={() => setRequest(null)}
      >
        {() => null}
      </OperationFormModal>
    </Panel>
  );
}

function ParameterForm({
  parameter,
  onSave,
}: {
  parameter: MeInstanceParameter;
  onSave: (value: number) => void;
}) {
  const [text, setText] = useState(String(Math.trunc(parameter.value)));
  const [guarded, setGuarded] = useState(false);
  const value = parseParameterValue(text);
  const invalid = value === null;
  const label = parameter.description || parameter.code;

  const save = () => {
    if (value === null || guarded) return;
    setGuarded(true);
    setTimeout(() => setGuarded(false), DOUBLE_SUBMIT_GUARD_MS);
    onSave(value);
  };

  return (
    <form
      noValidate
      className="flex items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="min-w-0">
        <input
          aria-label={p.valueLabel(label)}
          inputMode="numeric"
          value={text}
          aria-invalid={invalid || undefined}
          onChange={(event) => setText(event.target.value)}
          className={inputClasses(invalid, 'w-24 text-right tabular-nums')}
        />
        {invalid ? (
          <p role="alert" className="mt-1 text-xs font-medium text-red-600">
            {t.parameterValueInvalid}
          </p>
        ) : null}
      </div>
      <Button
        type="submit"
        variant="secondary"
        aria-label={p.saveLabel(label)}
        disabled={invalid || guarded || value === parameter.value}
      >
        {p.save}
      </Button>
    </form>
  );
}
