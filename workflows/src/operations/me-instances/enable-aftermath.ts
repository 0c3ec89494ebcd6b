// What a failed 'Habilitar Mi Estudio' tells staff and how it is undone (issue 28): on an
// organization that had an instance, the run first sets the caps and enables the missing
// modules, then creates or renews the instance. Its undo sets the caps back to the values the
// run found and ends the modules it enabled (as 'Deshabilitar' does); an instance created or
// renewed stays: the platform offers no inverse. Read by the api and the worker; never by
// workflow code.
import { disabledFinishDate } from '../me-instance-detail/calendar';
import type { OperationExplanation, OperationUndo } from '../contract';
import type { MeInitialisationState, MeInstanceSnapshot, MeOrganization } from './activities';
import { ME_BASIC_MODULES, type MeEnablementChoices } from './caps';
import { buildEnablementRequest, parameterChanges } from './decide';

export const meEnableExplanation: OperationExplanation<MeEnablementChoices> = {
  done: {
    parameters: 'se actualizaron los topes de la instancia',
    modules: 'se habilitaron los módulos',
    instance: 'se creó o renovó la instancia de Mi Estudio',
  },
  notDone: {
    organization: 'no se habilitó Mi Estudio',
    suborganization: 'no se habilitó Mi Estudio',
    parameters: 'no se actualizaron los topes de la instancia',
    modules: 'no se habilitaron los módulos',
    instance: 'no se creó ni renovó la instancia de Mi Estudio',
  },
};

/** The instance as the run found it, before it changed anything (null: it had none). */
function foundInstance(values: Readonly<Record<string, unknown>>): MeInstanceSnapshot | null {
  const found = values.suborganization as
    { state: MeInitialisationState; instance: MeInstanceSnapshot | null } | undefined;
  return found?.instance ?? null;
}

export const meEnableUndo: OperationUndo<MeEnablementChoices> = {
  inverses: {
    parameters: {
      label: 'Devolver los topes a sus valores anteriores',
      done: 'se devolvieron los topes a sus valores anteriores',
      activity: 'restoreMeParameters',
      args: (values, input) => {
        const instance = foundInstance(values);
        const organization = values.organization as MeOrganization | undefined;
        if (!instance || !organization) return null;
        const before = new Map(instance.parameters.map((p) => [p.code, p.value]));
        // The caps the run changed, each with the value it had; one it added has none to go back to.
        const parameters = parameterChanges(
          instance,
          buildEnablementRequest(organization, input, '').appParams,
        )
          .filter((p) => before.has(p.appParameterCode))
          .map((p) => ({ ...p, parameterValue: before.get(p.appParameterCode)! }));
        return parameters.length > 0
          ? { applicationInstanceId: instance.applicationInstanceId, parameters }
          : null;
      },
    },
    modules: {
      label: 'Deshabilitar los módulos que se habilitaron',
      done: 'se deshabilitaron los módulos que se habilitaron',
      activity: 'disableMeModules',
      args: (values) => {
        const instance = foundInstance(values);
        if (!instance) return null;
        const had = new Set(instance.modules.map((mod) => mod.code));
        const appModuleCodes = ME_BASIC_MODULES.filter((code) => !had.has(code));
        if (appModuleCodes.length === 0) return null;
        return {
          applicationInstanceId: instance.applicationInstanceId,
          appModuleCodes,
          finishDate: disabledFinishDate(new Date()),
        };
      },
    },
  },
  kept: {
    instance: 'la instancia de Mi Estudio sigue creada o renovada: la plataforma no permite deshacerlo',
  },
};
