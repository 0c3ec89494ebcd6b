// 'Modulos habilitados' (spec 2 §2.8, §4, §5): each module with its period; an ended one shows
// 'Deshabilitado' and no actions, the others 'Editar' and 'Deshabilitar'. 'Habilitar modulo'
// offers the modules not on the instance plus the ended ones. Each change is an operation
// whose steps show live; on success the snackbar says so and the data reloads after 1 s.
// The forms keep the typed text (dd/mm/aaaa) that module-form parses; the console's date field
// shows it and adds the calendar.
import { useState } from 'react';
import type { Operation } from '../../../shared/api/types';
import { OperationConfirmModal } from '../../../shared/operation-confirm-modal';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { PlusIcon } from 'lucide-react';
import { DateField, textOfValue, valueOfText } from '../../../shared/ui/date-field';
import { SelectField } from '../../../shared/ui/input';
import { useIsPhone } from '../../../shared/lib/use-media-query';
import { column, DataTable, type DataColumn } from '../../../shared/ui/data-table';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
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
import { OperationFormModal, type OperationRequest } from './operation-form-modal';
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
  const phone = useIsPhone();
  const day = (value: string | null | undefined) => displayDay(value, t.detail.dateUndefined);
  const columns: DataColumn<MeInstanceModule>[] = [
    column(
      'module',
      m.module,
      (module) => (
        <>
          <p className="font-medium text-zinc-900">{module.appModuleName}</p>
          <p className="text-xs text-zinc-500">{module.appModuleCode}</p>
          {/* Under 600 px the period and status sit under the name (one column). */}
          {phone ? (
            <div className="mt-1.5 flex flex-col items-start gap-1.5">
              <span className="text-xs text-zinc-600 tabular-nums">
                {day(module.startDate)} – {day(module.finishDate)}
              </span>
              <ModuleStatus disabled={module.disabled} />
            </div>
          ) : null}
        </>
      ),
      { className: 'min-w-0' },
    ),
    column('from', m.from, (row) => <span data-testid="module-start">{day(row.startDate)}</span>, {
      hideBelow: 'sm',
      className: 'whitespace-nowrap tabular-nums',
    }),
    column('to', m.to, (row) => <span data-testid="module-finish">{day(row.finishDate)}</span>, {
      hideBelow: 'sm',
      className: 'whitespace-nowrap tabular-nums',
    }),
    column('status', m.status, (row) => <ModuleStatus disabled={row.disabled} />, { hideBelow: 'sm' }),
    {
      id: 'actions',
      header: () => <span className="sr-only">{m.actions}</span>,
      cell: ({ row: { original: module } }) =>
        module.disabled ? null : (
          <div className="flex flex-col items-end gap-1.5 min-[600px]:flex-row min-[600px]:justify-end">
            <Button size="sm" variant="secondary" onClick={() => setEditing(module)}>
              {m.edit}
            </Button>
            <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setDisabling(module)}>
              {m.disable}
            </Button>
          </div>
        ),
      meta: { className: 'text-right' },
    },
  ];

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
        <DataTable
          label={m.title}
          testId="modules-table"
          rowTestId="module-row"
          rowData={(module) => ({ 'data-module': module.appModuleCode })}
          columns={columns}
          data={detail.modules}
          getRowId={(module) => module.appModuleCode}
          empty={m.empty}
        />
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
  const buildRequest = (): OperationRequest | null => {
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
          <DateField
            label={m.startDate}
            required
            name="startDate"
            invalidMessage={t.invalidDate}
            value={valueOfText(startDate)}
            onChange={(value) => setStartDate(textOfValue(value))}
            error={errors.startDate ?? apiErrors.startDate}
          />
          <DateField
            label={m.finishDate}
            name="finishDate"
            hint={m.dateHint}
            invalidMessage={t.invalidDate}
            value={valueOfText(finishDate)}
            onChange={(value) => setFinishDate(textOfValue(value))}
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
  const buildRequest = (): OperationRequest | null => {
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
            <DateField
              label={m.expiry}
              name="finishDate"
              hint={m.dateHint}
              invalidMessage={t.invalidDate}
              min={todayDay()}
              value={valueOfText(finishDate)}
              disabled={!appModuleCode}
              onChange={(value) => setFinishDate(textOfValue(value))}
              error={errors.finishDate ?? apiErrors.finishDate}
            />
          </>
        )
      }
    </OperationFormModal>
  );
}
