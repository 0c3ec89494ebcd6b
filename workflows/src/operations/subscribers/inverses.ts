// The inverses the subscribers area's undos share: adding a user and adding a subscriber both
// send an invitation and assign a user, and undo them the same way.
import type { StepInverse } from '../contract';

type StepValues = Record<string, unknown>;

/** 'Cancelar la invitación de registro': the invitation this run sent (or an earlier attempt reused). */
export const cancelSentInvite: StepInverse<unknown> = {
  label: 'Cancelar la invitación de registro',
  done: 'se canceló la invitación de registro',
  activity: 'cancelInvite',
  args: (values) => {
    const invite = values.sendInvite as { inviteId?: number } | undefined;
    return invite?.inviteId ? { inviteId: invite.inviteId } : null;
  },
};

/** 'Desasignar el usuario del suscriptor': an assignment made by this run (one made before stays). */
export function unassignUser(
  subscriberIdOf: (values: StepValues) => number | undefined,
  userIdOf: (values: StepValues) => number | null | undefined,
): StepInverse<unknown> {
  return {
    label: 'Desasignar el usuario del suscriptor',
    done: 'se desasignó el usuario del suscriptor',
    activity: 'unassignUserFromSubscriber',
    args: (values) => {
      const assignment = values.assignUser as { alreadyAssigned?: boolean } | undefined;
      const subscriberId = subscriberIdOf(values);
      const userId = userIdOf(values);
      if (!assignment || assignment.alreadyAssigned || !subscriberId || userId == null) return null;
      return { subscriberId, userId, missingIsDone: true };
    },
  };
}
