// 'Modulos habilitados' (spec 2 §2.8, §4, §5): each module with its period; an ended one shows
// 'Deshabilitado' and no actions, the others 'Editar' and 'Deshabilitar'. 'Habilitar modulo'
// offers the modules not on the instance plus the ended ones. Each change is an operation
// whose steps show live; on success the snackbar says so and the data reloads after 1 s.
import { useState } from 'react';
import type { Operation } from '../../../shared/api/types';
import { OperationConfirmModal } from '../../../shared/operation-confirm-modal';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { PlusIcon } from 'lucide-react';
import { SelectField, TextField } from '../../../shared/ui/input';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { Table, TBody, TD, TH, THead, TR } from '../../../shared/ui/table';
import type { MeInstanceDetail, MeInstanceModule } from '../api/get-instance';
import { RELOAD_AFTER_MODULE_MS, t } from '../messages';
import {
  dayInputOf,
  displayDay,
  parseModulePeriod,
  parseNewModule,
  todayDay,
  type FieldErrors,
} from '../module-form';
import { OperationFormModal } from './operation-form-modal';
import { Panel } from './panel';

const m = t.modules;

type Props = {
  detail: MeInstanceDetail;
  /** Reloads the instance after the spec's delay. */
  reloadLater: (delayMs: number) => void;
};

export function ModulesPanel({ detail, reloadLater }: Props) {
  const [editing, setEditing] = useState<MeInstanceModule | null>(null);
  const [disabling, setDisabling] = useState<MeInstanceModule | null>(null);
  const [enabling, setEnabling] = useState(false);
  const applicationInstanceId = detail.instance.applicationInstanceId;

  const settle = (fallback: string) => (finished: Operation) => {
    if (finished.status === 'completed') {
      notifySuccess(finished.result?.message ?? fallback);
      reloadLater(RELOAD_AFTER_MODULE_MS);
    } else {
      notifyError(finished.error?.message ?? t.eAuthzFailed);
    }
  };

  return (
    <Panel
      id="instance-modules"
      title={m.title}
      actions={
        <Button size="sm" variant="secondary" icon={<PlusIcon size={16} />} onClick={() => setEnabling(true)}>
          {m.enableNew}
        </Button>
      }
    >
      {detail.modules.length === 0 ? (
        <p className="text-sm text-zinc-500">{m.empty}</p>
      ) : (
        <Table aria-label={m.title} data-testid="modules-table">
          <THead>
            <tr>
              <TH>{m.module}</TH>
              <TH hideBelow="sm">{m.from}</TH>
              <TH hideBelow="sm">{m.to}</TH>
              <TH hideBelow="sm">{m.status}</TH>
              <TH className="text-right">
                <span className="sr-only">{m.actions}</span>
              </TH>
            </tr>
          </THead>
          <TBody>
            {detail.modules.map((module) => (
              <TR key={module.appModuleCode} data-testid="module-row" data-module={module.appModuleCode}>
                <TD className="min-w-0">
                  <p className="font-medium text-zinc-900">{module.appModuleName}</p>
                  <p className="text-xs text-zinc-500">{module.appModuleCode}</p>
                  <div className="mt-1.5 flex flex-col items-start gap-1.5 min-[600px]:hidden">
                    <span className="text-xs text-zinc-600 tabular-nums">
                      {displayDay(module.startDate, t.detail.dateUndefined)} –{' '}
                      {displayDay(module.finishDate, t.detail.dateUndefined)}
                    </span>
                    <ModuleStatus disabled={module.disabled} />
                  </div>
                </TD>
                <TD hideBelow="sm" className="whitespace-nowrap tabular-nums" data-testid="module-start">
                  {displayDay(module.startDate, t.detail.dateUndefined)}
                </TD>
                <TD hideBelow="sm" className="whitespace-nowrap tabular-nums" data-testid="module-finish">
                  {displayDay(module.finishDate, t.detail.dateUndefined)}
                </TD>
                <TD hideBelow="sm">
                  <ModuleStatus disabled={module.disabled} />
                </TD>
                <TD className="text-right">
                  {module.disabled ? null : (
                    <div className="flex flex-col items-end gap-1.5 min-[600px]:flex-row min-[600px]:justify-end">
                      <Button size="sm" variant="secondary" onClick={() => setEditing(module)}>
                        {m.edit}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-red-700"
                        onClick={() => setDisabling(module)}
                      >
                        {m.disable}
                      </Button>
                    </div>
                  )}
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}

      <EditModuleModal
        key={editing?.appModuleCode ?? 'closed'}
        module={editing}
        applicationInstanceId={applicationInstanceId}
        onSettled={settle(t.moduleUpdated)}
        onClose={() => setEditing(null)}
      />
      <OperationConfirmModal
        open={disabling !== null}
        title={m.disableTitle}
        text={disabling ? m.disableText(disabling.appModuleName) : ''}
        request={
          disabling
            ? {
                type: 'me.module.disable',
                input: { applicationInstanceId, appModuleCode: disabling.appModuleCode },
              }
            : null
        }
        confirmLabel={m.disable}
        testId="disable-module-modal"
        onSettled={settle(t.moduleDisabled)}
        onClose={() => setDisabling(null)}
      />
      <EnableModuleModal
        key={enabling ? 'open' : 'closed'}
        open={enabling}
        options={detail.enableableModules}
        applicationInstanceId={applicationInstanceId}
        onSettled={settle(t.moduleEnabled)}
        onClose={() => setEnabling(false)}
      />
    </Panel>
  );
}

function ModuleStatus({ disabled }: { disabled: boolean }) {
  return disabled ? <Badge tone="grey">{m.disabled}</Badge> : <Badge tone="green">{m.enabled}</Badge>;
}

/** Keyed by the module at the call site, so each opening starts from the module's own period. */
function EditModuleModal({
  module,
  applicationInstanceId,
  onSettled,
  onClose,
}: {
  module: MeInstanceModule | null;
  applicationInstanceId: number;
  onSettled: (operation: Operation) => void;
  onClose: () => void;
}) {
  const [startDate, setStartDate] = useState(() => dayInputOf(module?.startDate));
  const [finishDate, setFinishDate] = useState(() => dayInputOf(module?.finishDate));
  const [errors, setErrors] = useState<FieldErrors<'startDate' | 'finishDate'>>({});
  const buildRequest = () => {
    if (!module) return null;
    const parsed = parseModulePeriod({ startDate, finishDate }, todayDay());
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return null;
    }
    setErrors({});
    return {
      type: 'me.module.update',
      input: { applicationInstanceId, appModuleCode: module.appModuleCode, ...parsed.value },
    };
  };
  return (
    <OperationFormModal
      open={module !== null}
      title={module ? m.editTitle(module.appModuleName) : ''}
      confirmLabel={m.save}
      testId="edit-module-modal"
      buildRequest={buildRequest}
      onSettled={onSettled}
      onClose={onClose}
    >
      {(apiErrors) => (
        <>
          <TextField
            label={m.startDate}
            required
            name="startDate"
            inputMode="numeric"
            autoComplete="off"
            placeholder={m.datePlaceholder}
            value={startDate}
            onChange={(event) => setStartDate(event.target.value)}
            error={errors.startDate ?? apiErrors.startDate}
          />
          <TextField
            label={m.finishDate}
            name="finishDate"
            inputMode="numeric"
            autoComplete="off"
            placeholder={m.datePlaceholder}
            hint={m.dateHint}
            value={finishDate}
            onChange={(event) => setFinishDate(event.target.value)}
            error={errors.finishDate ?? apiErrors.finishDate}
          />
        </>
      )}
    </OperationFormModal>
  );
}

/** 'Habilitar modulo': keyed on opening at the call site, so it starts empty each time. */
function EnableModuleModal({
  open,
  options,
  applicationInstanceId,
  onSettled,
  onClose,
}: {
  open: boolean;
  options: MeInstanceDetail['enableableModules'];
  applicationInstanceId: number;
  onSettled: (operation: Operation) => void;
  onClose: () => void;
}) {
  const [appModuleCode, setAppModuleCode] = useState('');
  const [finishDate, setFinishDate] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'appModuleCode' | 'finishDate'>>({});
  const buildRequest = () => {
    const parsed = parseNewModule({ appModuleCode, finishDate }, todayDay());
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return null;
    }
    setErrors({});
    return { type: 'me.module.enable', input: { applicationInstanceId, ...parsed.value } };
  };
  return (
    <OperationFormModal
      open={open}
      title={m.enableTitle}
      confirmLabel={m.enable}
      testId="enable-module-modal"
      submitDisabled={options.length === 0}
      buildRequest={buildRequest}
      onSettled={onSettled}
      onClose={onClose}
    >
      {(apiErrors) =>
        options.length === 0 ? (
          <p className="text-sm text-zinc-600" data-testid="no-modules">
            {m.noModules}
          </p>
        ) : (
          <>
            <SelectField
              label={m.modulePicker}
              required
              name="appModuleCode"
              placeholder={m.pickModule}
              options={options.map((option) => ({
                value: option.appModuleCode,
                label: option.appModuleName,
              }))}
              value={appModuleCode}
              onChange={(event) => setAppModuleCode(event.target.value)}
              error={errors.appModuleCode ?? apiErrors.appModuleCode}
            />
            <TextField
              label={m.expiry}
              name="finishDate"
              inputMode="numeric"
              autoComplete="off"
              placeholder={m.datePlaceholder}
              hint={m.dateHint}
              value={finishDate}
              disabled={!appModuleCode}
              onChange={(event) => setFinishDate(event.target.value)}
              error={errors.finishDate ?? apiErrors.finishDate}
            />
          </>
        )
      }
    </OperationFormModal>
  );
}
