// 'Topes' (spec 2 §2.8, §5): each cap with its value in an input; 'Guardar' sends the new value
// as an integer number (me.parameter.update) and shows the operation's steps; the button stays
// disabled about 1 s against double submission. On success the data reloads after 1 s.
import { useState } from 'react';
import type { Operation } from '../../../shared/api/types';
import { Button } from '../../../shared/ui/button';
import { inputClasses } from '../../../shared/ui/input';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { Table, TBody, TD, TH, THead, TR } from '../../../shared/ui/table';
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
        <Table aria-label={p.title} data-testid="parameters-table">
          <THead>
            <tr>
              <TH>{p.description}</TH>
              <TH hideBelow="sm" className="w-56">
                {p.value}
              </TH>
            </tr>
          </THead>
          <TBody>
            {parameters.map((parameter) => (
              <ParameterRow
                // A reload with a new value starts the row afresh.
                key={`${parameter.code}:${parameter.value}`}
                parameter={parameter}
                onSave={(value) =>
                  setRequest({
                    type: 'me.parameter.update',
                    input: { applicationInstanceId, appParameterCode: parameter.code, parameterValue: value },
                  })
                }
              />
            ))}
          </TBody>
        </Table>
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

function ParameterRow({
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

  const form = (
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

  return (
    <TR data-testid="parameter-row" data-parameter={parameter.code}>
      <TD className="min-w-0">
        <p className="font-medium text-zinc-900">{label}</p>
        <p className="text-xs break-all text-zinc-500">{parameter.code}</p>
        {/* Under 600 px the value sits under its description (one column). */}
        <div className="mt-2 min-[600px]:hidden">{form}</div>
      </TD>
      <TD hideBelow="sm" className="w-56">
        {form}
      </TD>
    </TR>
  );
}
