// What a failed 'Añadir un usuario al suscriptor' tells staff and how it is undone (issue 28):
// per step, what its completion did and what its failure left undone; per business refusal,
// why, what would let it succeed and whether a retry could get past it now; per step, the
// platform's inverse. Read by the api (the detail's sentence, 'Reintentar' and 'Deshacer') and
// the worker (the undo's plan); never by workflow code.
import type { PlatformClient } from '@cgi/platform/client';
import type { OperationExplanation, OperationUndo, RefusalFacts } from '../contract';
import type { OrganizationLink, SubscriberCapacity } from './activities';
import { cancelSentInvite, unassignUser } from './inverses';

/** What the phrases read of the input (its contract's schema is wider). */
interface AddUserFacts {
  subscriberNumber: string;
}

/** Statuses that take a place in a subscriber (spec 1 §9: active and waiting for validation). */
const ACTIVE_USER_STATUS_IDS = new Set([1, 5]);

function maxUsersOf(facts: RefusalFacts): number | null {
  const live = facts.maxUsers;
  if (typeof live === 'number') return live;
  const recorded = (facts.checkCapacity as SubscriberCapacity | undefined)?.maxUsers;
  return typeof recorded === 'number' ? recorded : null;
}

const limitText = (facts: RefusalFacts) => {
  const max = maxUsersOf(facts);
  if (max === null) return 'su límite de usuarios';
  return max === 1 ? 'su límite de 1 usuario' : `su límite de ${max} usuarios`;
};

/** Whether the subscriber still has no place left, counted as the platform counts it. */
async function subscriberStillFull(
  platform: PlatformClient,
  subscriberNumber: string,
): Promise<{ blocked: boolean; facts: RefusalFacts }> {
  const subscriber = await platform.subscribers.byNumber(subscriberNumber);
  const maxUsers = subscriber.subscriber_max_user_count ?? null;
  if (maxUsers === null) return { blocked: false, facts: { maxUsers: null } };
  let activeUsers = 0;
  const pageSize = 100;
  for (let offset = 0; ; offset += pageSize) {
    const page = await platform.subscribers.users(subscriberNumber, offset, pageSize);
    activeUsers += page.filter((user) => ACTIVE_USER_STATUS_IDS.has(user.user_status_id)).length;
    if (page.length < pageSize) break;
  }
  return { blocked: activeUsers >= maxUsers, facts: { maxUsers, activeUsers } };
}

const permanent = (because: string, remedy: string, blocked: string) => ({
  because: () => because,
  remedy,
  retryBlocked: () => blocked,
});

export const addUserExplanation: OperationExplanation<AddUserFacts> = {
  done: {
    createIdentityAccount: 'se creó la cuenta en el proveedor de identidad',
    createLoginAccount: 'se creó la cuenta de acceso',
    linkOrganization: 'se vinculó el usuario a la organización',
    sendInvite: 'se envió la invitación de registro',
    assignUser: 'se asignó el usuario al suscriptor',
  },
  notDone: {
    checkCapacity: 'no se agregó el usuario al suscriptor',
    findLoginAccount: 'no se agregó el usuario al suscriptor',
    createIdentityAccount: 'no se creó la cuenta en el proveedor de identidad',
    createLoginAccount: 'no se creó la cuenta de acceso',
    getOrganizationLinks: 'no se vinculó el usuario a la organización',
    linkOrganization: 'no se vinculó el usuario a la organización',
    sendInvite: 'no se envió la invitación de registro',
    assignUser: 'no se asignó el usuario al suscriptor',
  },
  refusals: {
    SUBSCRIBER_AT_CAPACITY: {
      because: (facts) => `el suscriptor alcanzó ${limitText(facts)}`,
      remedy:
        'Dé de baja a un usuario del suscriptor o pida ampliar su límite de usuarios; después, reintente.',
      retryBlocked: (facts) =>
        `No se puede reintentar mientras el suscriptor siga en ${limitText(facts)}: un reintento volvería a rechazarse.`,
      stillBlocked: ({ input, platform }) => subscriberStillFull(platform, input.subscriberNumber),
    },
    USER_ALREADY_ACTIVE: permanent(
      'el usuario ya existe y está activo en la organización',
      'No hace falta agregarlo: búsquelo entre los usuarios del suscriptor.',
      'El usuario ya existe y está activo: un reintento volvería a rechazarse.',
    ),
    USER_ACTIVE_ACCOUNT_PENDING: permanent(
      'el usuario ya está activo en la organización y su cuenta de acceso espera validación',
      'Reenvíe la invitación desde los usuarios del suscriptor en lugar de agregarlo de nuevo.',
      'El usuario ya está activo en la organización: un reintento volvería a rechazarse.',
    ),
    EMAIL_IN_OTHER_ORGANIZATION: permanent(
      'el email ya pertenece a otra organización',
      'Use otro email, o dé de baja al usuario en la otra organización e inicie la operación de nuevo.',
      'El email pertenece a otra organización: un reintento volvería a rechazarse.',
    ),
    SUBSCRIBER_NOT_FOUND: permanent(
      'el suscriptor no existe',
      'Revise el número de suscriptor e inicie la operación de nuevo.',
      'El suscriptor no existe: un reintento volvería a rechazarse.',
    ),
  },
};

/** The user the run linked or found in the subscriber's organization. */
function userIdOf(values: Readonly<Record<string, unknown>>): number | null {
  const linked = values.linkOrganization as OrganizationLink | undefined;
  if (linked) return linked.userId;
  const organizationId = (values.checkCapacity as SubscriberCapacity | undefined)?.organizationId;
  const links = (values.getOrganizationLinks as OrganizationLink[] | undefined) ?? [];
  return links.find((link) => link.organizationId === organizationId)?.userId ?? null;
}

export const addUserUndo: OperationUndo<AddUserFacts> = {
  inverses: {
    linkOrganization: {
      label: 'Dar de baja el vínculo con la organización',
      done: 'se dio de baja el vínculo con la organización',
      activity: 'setOrganizationUserStatus',
      args: (values) => {
        const link = values.linkOrganization as OrganizationLink | undefined;
        return link ? { userId: link.userId, userStatusCode: 'DELETED' } : null;
      },
    },
    sendInvite: cancelSentInvite,
    assignUser: unassignUser(
      (values) => (values.checkCapacity as SubscriberCapacity | undefined)?.subscriberId,
      userIdOf,
    ),
  },
  kept: {
    createIdentityAccount:
      'la cuenta en el proveedor de identidad sigue existiendo: la plataforma no permite darla de baja',
    createLoginAccount: 'la cuenta de acceso sigue existiendo: la plataforma no permite darla de baja',
  },
};
