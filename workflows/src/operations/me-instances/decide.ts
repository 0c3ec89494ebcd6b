// Rules of the Mi Estudio instances operations that need no service call. Pure, so they are
// unit-tested alone.
import { ME_BASIC_MODULES, ME_CAPS, ME_EVENTANILLA_CAP, type MeEnablementChoices } from './caps';
import type {
  MeEnablementRequestBody,
  MeInitialisationState,
  MeInstanceSnapshot,
  MeOrganization,
  MeParameterValue,
} from './activities';

/** The enablement request of spec 2 §3: names from the organization, access from today. */
export function buildEnablementRequest(
  organization: MeOrganization,
  input: MeEnablementChoices,
  today: string,
): MeEnablementRequestBody {
  const appParams: MeParameterValue[] = [
    ...ME_CAPS.map((cap) => ({
      appParameterCode: cap.code,
      parameterValue: input[cap.field],
      productParameterRefCode: cap.ref,
    })),
    // No product parameter reference exists for e-Ventanilla (spec 2 §9).
    { appParameterCode: ME_EVENTANILLA_CAP.code, parameterValue: 0, productParameterRefCode: null },
  ];
  return {
    organizationId: organization.organizationId,
    suborganizationName: organization.organizationName,
    suborganizationLegalName: organization.organizationName,
    suborganizationCUIT: organization.organizationCuit,
    appParams,
    accessStartDate: today,
    accessFinishDate: input.accessFinishDate,
    appModules: ME_BASIC_MODULES.map((appModuleCode) => ({
      appModuleCode,
      startDate: today,
      finishDate: null,
    })),
  };
}

/** The requested parameters whose value differs from the instance's (or that it lacks). */
export function parameterChanges(
  instance: MeInstanceSnapshot,
  requested: readonly MeParameterValue[],
): MeParameterValue[] {
  const current = new Map(instance.parameters.map((p) => [p.code, p.value]));
  return requested.filter((p) => current.get(p.appParameterCode) !== p.parameterValue);
}

/** Modules of the request the instance lacks (enable) or whose period ended (renew). */
export function moduleChanges(
  instance: MeInstanceSnapshot,
  requested: readonly { appModuleCode: string }[],
  now: Date,
): { enable: string[]; renew: string[] } {
  const current = new Map(instance.modules.map((mod) => [mod.code, mod.finishDate]));
  const enable: string[] = [];
  const renew: string[] = [];
  for (const { appModuleCode } of requested) {
    if (!current.has(appModuleCode)) enable.push(appModuleCode);
    else {
      const finish = current.get(appModuleCode);
      if (finish && Date.parse(finish) < now.getTime()) renew.push(appModuleCode);
    }
  }
  return { enable, renew };
}

/** Same calendar day (the platform answers ISO timestamps, the dialog sends yyyy-mm-dd). */
export function sameDay(a: string | null, b: string | null): boolean {
  return (a ?? '').slice(0, 10) === (b ?? '').slice(0, 10);
}

/**
 * Whether the enablement call has nothing left to do: the study, its folder and a GRANTED
 * instance with the requested expiry exist, and every active admin is fully configured.
 */
export function isFullyInitialised(
  state: MeInitialisationState,
  instance: MeInstanceSnapshot | null,
  accessFinishDate: string,
): boolean {
  return (
    state.suborganizationExist &&
    state.baseFolderExist &&
    instance !== null &&
    instance.orgAppAccessStatusCode === 'GRANTED' &&
    sameDay(instance.accessFinishDate, accessFinishDate) &&
    state.admins.filter((admin) => admin.isActive).every((admin) => admin.configured)
  );
}
