// What a failed 'Añadir suscriptor' tells staff and how it is undone (issue 28): the subscriber
// stays (the platform offers no way to remove one), and so do the accounts; the organization
// link this run made and the user's assignment are undone, and the invitation cancelled.
// Read by the api and the worker; never by workflow code.
import type { OperationExplanation, OperationUndo } from '../contract';
import { permanentRefusal } from '../permanent-refusal';
import type { OrganizationLink } from './activities';
import { cancelSentInvite, unassignUser } from './inverses';

export const createSubscriberExplanation: OperationExplanation = {
  done: {
    createSubscriber: 'se creó el suscriptor',
    createIdentityAccount: 'se creó la cuenta en el proveedor de identidad',
    createLoginAccount: 'se creó la cuenta de acceso',
    linkOrganization: 'se vinculó el usuario a la organización',
    assignUser: 'se asignó el usuario al suscriptor',
    sendInvite: 'se envió la invitación de registro',
  },
  notDone: {
    checkSubscriber: 'no se creó el suscriptor',
    createSubscriber: 'no se creó el suscriptor',
    findLoginAccount: 'no se agregó el usuario administrador',
    createIdentityAccount: 'no se creó la cuenta en el proveedor de identidad',
    createLoginAccount: 'no se creó la cuenta de acceso',
    linkOrganization: 'no se vinculó el usuario a la organización',
    assignUser: 'no se asignó el usuario al suscriptor',
    sendInvite: 'no se envió la invitación de registro',
  },
  refusals: {
    SUBSCRIBER_EXISTS: permanentRefusal(
      'ya existe un suscriptor con ese número',
      'Use otro número de suscriptor e inicie la operación de nuevo.',
      'El número de suscriptor ya existe: un reintento volvería a rechazarse.',
    ),
    ORGANIZATION_NOT_FOUND: permanentRefusal(
      'la organización no existe',
      'Revise la organización e inicie la operación de nuevo.',
      'La organización no existe: un reintento volvería a rechazarse.',
    ),
  },
};

type AdminLink = OrganizationLink & { outcome: 'kept' | 'created' | 'reopened' };

export const createSubscriberUndo: OperationUndo = {
  inverses: {
    linkOrganization: {
      label: 'Dar de baja el vínculo con la organización',
      done: 'se dio de baja el vínculo con la organización',
      activity: 'setOrganizationUserStatus',
      args: (values) => {
        const link = values.linkOrganization as AdminLink | undefined;
        // A user already in the organization stays: the link was not this run's.
        return link && link.outcome !== 'kept' ? { userId: link.userId, userStatusCode: 'DELETED' } : null;
      },
    },
    assignUser: unassignUser(
      (values) => (values.createSubscriber as { subscriberId?: number } | undefined)?.subscriberId,
      (values) => (values.linkOrganization as AdminLink | undefined)?.userId,
    ),
    // A new subscriber's invitation is this run's, even one an earlier attempt sent (reused).
    sendInvite: cancelSentInvite,
  },
  kept: {
    createSubscriber: 'el suscriptor sigue existiendo: la plataforma no permite darlo de baja',
    createIdentityAccount:
      'la cuenta en el proveedor de identidad sigue existiendo: la plataforma no permite darla de baja',
    createLoginAccount: 'la cuenta de acceso sigue existiendo: la plataforma no permite darla de baja',
  },
};
