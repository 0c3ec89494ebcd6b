import { describe, expect, it } from 'vitest';
import { glossary } from '../../shared/glossary';
import { messages } from '../../shared/messages';
import { subscriberTexts } from './messages';

describe("the subscribers' texts", () => {
  it("use the glossary's wording", () => {
    expect(subscriberTexts.subscribers.addUser).toBe(glossary.addUser.text);
    expect(subscriberTexts.subscriberUsers.addUser).toBe(glossary.addUser.text);
    expect(subscriberTexts.editUser.statuses.WAITING_VALIDATION).toBe(glossary.waitingValidation.text);
  });

  it('name the user statuses as every other screen does', () => {
    expect(subscriberTexts.editUser.statuses).toBe(messages.userStatuses);
  });

  it("keep the spec's texts", () => {
    expect(subscriberTexts.subscribers.notFound).toBe('El suscriptor ingresado no existe');
    expect(subscriberTexts.userActions.deactivate).toBe('Dar de baja al usuario');
    expect(subscriberTexts.editUser.title).toBe('Editar el usuario:');
  });
});
