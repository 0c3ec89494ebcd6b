// What a failed operation on one user of a subscriber tells staff and how it is undone
// (issue 28): 'Dar de baja al usuario' and 'Cancelar invitación' deactivate the user in the
// organization and unassign them; their undo gives the user back the status the run found and
// assigns them again. 'Reenviar invitación' explains itself but has nothing to undo: the
// platform cannot reactivate a cancelled invitation, and retrying sends the new one.
// Read by the api and the worker; never by workflow code.
import type { OperationExplanation, OperationUndo, StepInverse } from '../contract';
import { permanentRefusal } from '../permanent-refusal';
import type { ActiveInvite, SubscriberUserTarget } from './activities';

const subscriberNotFound = permanentRefusal(
  'el suscriptor no existe',
  'Revise el número de suscriptor e inicie la operación de nuevo.',
  'El suscriptor no existe: un reintento volvería a rechazarse.',
);
const userNotFound = permanentRefusal(
  'el usuario no existe en la organización',
  'Revise el usuario en la lista de usuarios del suscriptor.',
  'El usuario no existe: un reintento volvería a rechazarse.',
);

const userSteps = {
  deleteOrganizationUser: 'se dio de baja el usuario en la organización',
  unassignUser: 'se desasignó el usuario del suscriptor',
};
const userStepsNotDone = {
  deleteOrganizationUser: 'no se dio de baja el usuario en la organización',
  unassignUser: 'no se desasignó el usuario del suscriptor',
};

export const deactivateUserExplanation: OperationExplanation = {
  done: userSteps,
  notDone: {
    getSubscriber: 'no se dio de baja al usuario',
    checkNotSelf: 'no se dio de baja al usuario',
    ...userStepsNotDone,
  },
  refusals: {
    SELF_DEACTIVATION: permanentRefusal(
      'un usuario no se puede dar de baja a sí mismo',
      'Pida a otra persona con acceso a la consola que lo dé de baja.',
      'Un usuario no se puede dar de baja a sí mismo: un reintento volvería a rechazarse.',
    ),
    SUBSCRIBER_NOT_FOUND: subscriberNotFound,
    USER_NOT_FOUND: userNotFound,
  },
};

export const cancelInvitationExplanation: OperationExplanation = {
  done: { ...userSteps, cancelInvite: 'se canceló la invitación de registro' },
  notDone: {
    findInvite: 'no se canceló la invitación',
    ...userStepsNotDone,
    cancelInvite: 'no se canceló la invitación de registro',
  },
  refusals: {
    INVITE_NOT_FOUND: permanentRefusal(
      'el usuario no tiene una invitación activa',
      'No hace falta cancelarla: revise el estado del usuario en la lista del suscriptor.',
      'El usuario no tiene una invitación activa: un reintento volvería a rechazarse.',
    ),
    SUBSCRIBER_NOT_FOUND: subscriberNotFound,
    USER_NOT_FOUND: userNotFound,
  },
};

export const resendInvitationExplanation: OperationExplanation = {
  done: { cancelInvite: 'se canceló la invitación anterior', createInvite: 'se envió una nueva invitación' },
  notDone: {
    findInvite: 'no se reenvió la invitación',
    cancelInvite: 'no se canceló la invitación anterior',
    createInvite: 'no se envió una nueva invitación',
  },
  refusals: {
    INVITE_NOT_FOUND: permanentRefusal(
      'el usuario no tiene una invitación activa',
      'Revise el estado del usuario en la lista del suscriptor: si ya se registró, no necesita invitación.',
      'El usuario no tiene una invitación activa: un reintento volvería a rechazarse.',
    ),
    SUBSCRIBER_NOT_FOUND: subscriberNotFound,
    USER_NOT_FOUND: userNotFound,
  },
};

/** The user as the run found them, before it changed anything. */
type Found = (values: Readonly<Record<string, unknown>>) => SubscriberUserTarget | undefined;

function restoreStatus(found: Found): StepInverse {
  return {
    label: 'Devolver al usuario su estado en la organización',
    done: 'se devolvió al usuario su estado en la organización',
    activity: 'setOrganizationUserStatus',
    args: (values) => {
      const target = found(values);
      const deleted = values.deleteOrganizationUser as { changed?: boolean } | undefined;
      // A user the run found deactivated already stays so: the change was not this run's.
      if (!target || !deleted?.changed) return null;
      return { userId: target.userId, userStatusCode: target.userStatusCode };
    },
  };
}

function reassign(found: Found): StepInverse {
  return {
    label: 'Volver a asignar el usuario al suscriptor',
    done: 'se volvió a asignar el usuario al suscriptor',
    activity: 'assignUserToSubscriber',
    args: (values, _input, actor) => {
      const target = found(values);
      const unassigned = values.unassignUser as { wasAssigned?: boolean } | undefined;
      if (!target || !unassigned?.wasAssigned) return null;
      return {
        subscriberId: target.subscriberId,
        subscriberNumber: target.subscriberNumber,
        userId: target.userId,
        actorEmail: actor.email,
      };
    },
  };
}

const foundByDeactivate: Found = (values) => values.getSubscriber as SubscriberUserTarget | undefined;
const foundByCancel: Found = (values) =>
  (values.findInvite as { target?: SubscriberUserTarget; invite?: ActiveInvite } | undefined)?.target;

export const deactivateUserUndo: OperationUndo = {
  inverses: {
    deleteOrganizationUser: restoreStatus(foundByDeactivate),
    unassignUser: reassign(foundByDeactivate),
  },
};

export const cancelInvitationUndo: OperationUndo = {
  inverses: {
    deleteOrganizationUser: restoreStatus(foundByCancel),
    unassignUser: reassign(foundByCancel),
  },
  kept: {
    cancelInvite:
      'la invitación sigue cancelada: la plataforma no permite reactivarla; reenvíela si hace falta',
  },
};
