// Rules of the instance detail and its users that need no service call (spec 2 §4). Pure, so
// they are unit-tested alone and shared by the workflows and the api.
import type { InstanceModuleState } from './activities';
import { isEnded } from './calendar';

export interface WantedPeriod {
  /** ISO instants. */
  startDate: string;
  finishDate: string | null;
}

function samePeriod(current: InstanceModuleState, wanted: WantedPeriod): boolean {
  const sameInstant = (a: string | null, b: string | null) =>
    a === null || b === null ? a === b : Date.parse(a) === Date.parse(b);
  return (
    sameInstant(current.startDate, wanted.startDate) && sameInstant(current.finishDate, wanted.finishDate)
  );
}

/**
 * 'Habilitar' a module: one never on the instance is created; one on it (its period ended, or
 * renewed by an earlier run) is an update of the existing record; the same period is a no-op.
 */
export function planModuleEnable(
  current: InstanceModuleState | undefined,
  wanted: WantedPeriod,
): 'create' | 'update' | 'unchanged' {
  if (!current) return 'create';
  return samePeriod(current, wanted) ? 'unchanged' : 'update';
}

/** 'Editar' a module's period: it must be on the instance; the same period is a no-op. */
export function planModuleUpdate(
  current: InstanceModuleState | undefined,
  wanted: WantedPeriod,
): 'missing' | 'update' | 'unchanged' {
  if (!current) return 'missing';
  return samePeriod(current, wanted) ? 'unchanged' : 'update';
}

/** 'Deshabilitar': a module already ended (finishDate before now) needs nothing more. */
export function planModuleDisable(
  current: InstanceModuleState | undefined,
  now: Date,
): 'missing' | 'disable' | 'alreadyDisabled' {
  if (!current) return 'missing';
  return isEnded(current.finishDate, now) ? 'alreadyDisabled' : 'disable';
}

export type RolePlan =
  { kind: 'grant' } | { kind: 'replace'; previousRoleCode: string } | { kind: 'unchanged' };

/**
 * 'Asignar un nuevo rol': a first role is granted; another role replaces the one held. The role
 * held already is a no-op only for a user with an access record: for one without, granting it
 * again is what records the access (the service grants access with a role), so the user becomes
 * associated.
 */
export function planRoleAssignment(
  currentRoleCode: string | null,
  roleCode: string,
  hasAccess = true,
): RolePlan {
  if (currentRoleCode === null) return { kind: 'grant' };
  if (currentRoleCode === roleCode) return hasAccess ? { kind: 'unchanged' } : { kind: 'grant' };
  return { kind: 'replace', previousRoleCode: currentRoleCode };
}

/** Spec 2 §4: GRANTED becomes REVOKED; anything else becomes GRANTED. */
export function nextAccessStatus(currentStatusCode: string | null | undefined): 'GRANTED' | 'REVOKED' {
  return currentStatusCode === 'GRANTED' ? 'REVOKED' : 'GRANTED';
}

/**
 * The modules offered for enabling (spec 2 §4): those not yet on the instance plus those whose
 * end date has passed, in the catalogue's order.
 */
export function enableableModules<M extends { appModuleCode: string }>(
  catalogue: readonly M[],
  onInstance: readonly InstanceModuleState[],
  now: Date,
): M[] {
  const byCode = new Map(onInstance.map((m) => [m.appModuleCode, m]));
  return catalogue.filter((m) => {
    const current = byCode.get(m.appModuleCode);
    return !current || isEnded(current.finishDate, now);
  });
}

/**
 * Spec 2 §4: associated users hold a role on the instance and have an access record; every
 * other organization user (no role, or a role without access) is not associated.
 */
export function splitInstanceUsers<
  U extends { userId: number },
  R extends { userId: number },
  A extends { userId: number },
>(
  users: readonly U[],
  roles: readonly R[],
  accesses: readonly A[],
): {
  associated: { user: U; role: R; access: A }[];
  notAssociated: { user: U; role: R | null; access: A | null }[];
} {
  const roleOf = new Map(roles.map((r) => [r.userId, r]));
  const accessOf = new Map(accesses.map((a) => [a.userId, a]));
  const associated: { user: U; role: R; access: A }[] = [];
  const notAssociated: { user: U; role: R | null; access: A | null }[] = [];
  for (const user of users) {
    const role = roleOf.get(user.userId);
    const access = accessOf.get(user.userId);
    if (role && access) associated.push({ user, role, access });
    else notAssociated.push({ user, role: role ?? null, access: access ?? null });
  }
  return { associated, notAssociated };
}

/** Spec 2 §4: the labels of user and access statuses; an unknown code shows as it is. */
export const accessStatusLabels: Record<string, string> = {
  ACTIVE: 'Activo',
  GRANTED: 'Acceso habilitado',
  REVOKED: 'Acceso revocado',
  DELETED: 'Eliminado',
  WAITING_VALIDATION: 'Esperando validación',
  BLOCKED: 'Bloqueado',
  INACTIVE: 'Inactivo',
  SUSPENDED: 'Suspendido',
};

export function accessStatusLabel(code: string | null | undefined): string {
  if (!code) return '- -';
  return accessStatusLabels[code] ?? code;
}

/**
 * Marks the runs whose 'readRole' also reads the user's access record, so that a user who holds
 * the chosen role without one (not associated, spec 2 §4) gets it by granting the role again.
 * Earlier runs read the role only, and replay must make the calls they made.
 */
export const ROLE_ASSIGN_READS_ACCESS = 'role-assign-reads-access';
