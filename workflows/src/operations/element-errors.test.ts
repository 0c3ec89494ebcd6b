// A bulk operation's per-element failure as staff read it (issue 43): what was not done and why,
// in Spanish; the service's own words kept apart for support.
import { ApplicationFailure } from '@temporalio/common';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import type { OperationProgress } from '../core/progress';
import { OPERATION_FAILED_TYPE } from '../core/step-runner';
import { elementErrorText, elementFailure, operationElementFailure } from './element-errors';

const RAW = 'invites /createOrgStaffRegistrationUserInvite → 500: Request failed: internal error';
const INVITE = 'Enviar la invitación de registro';
const SAID = `No se completó el paso «${INVITE}»: el servicio de invitaciones no respondió (error interno)`;

/** No path, no status code, no English: what staff must never read. */
const ENGINE_WORDS = /\/|→|\b\d{3}\b|Request failed|internal error/;

function failedRun(stepError: string, outcome: string = messages.genericErrorRetry): Error {
  const progress = {
    steps: [
      {
        key: 'linkOrganization',
        label: 'Vincular el usuario a la organización',
        status: 'done',
        attempts: 1,
      },
      { key: 'sendInvite', label: INVITE, status: 'failed', attempts: 5, error: stepError },
    ],
    error: { code: 'STEP_FAILED', message: outcome },
  } as unknown as OperationProgress;
  const failure = ApplicationFailure.create({
    type: OPERATION_FAILED_TYPE,
    message: 'falló',
    details: [progress],
  });
  return new Error('Workflow execution failed', { cause: failure });
}

describe('a bulk element’s failure in staff words', () => {
  it('says a service’s failure in Spanish, and keeps its own words for support', () => {
    expect(elementFailure(new Error(RAW))).toEqual({
      error: 'El servicio de invitaciones no respondió (error interno)',
      technical: RAW,
    });
  });

  it('leaves a business refusal as it is, with nothing technical', () => {
    expect(elementFailure(new Error(messages.subscriberAtCapacity))).toEqual({
      error: messages.subscriberAtCapacity,
      technical: null,
    });
  });

  it('says which step of a retried operation failed and why', () => {
    const failure = operationElementFailure(failedRun(RAW));
    expect(failure.error).toBe(SAID);
    expect(failure.error).not.toMatch(ENGINE_WORDS);
    expect(failure.technical).toContain('→ 500');
    // A step error the runner already said in Spanish reads the same way.
    expect(
      operationElementFailure(failedRun('El servicio de invitaciones no respondió (error interno)')).error,
    ).toBe(SAID);
  });

  it('says the outcome alone when it already says why (a business refusal)', () => {
    const refusal = operationElementFailure(
      failedRun(messages.subscriberAtCapacity, messages.subscriberAtCapacity),
    );
    expect(refusal).toEqual({ error: messages.subscriberAtCapacity, technical: null });
  });

  it('says an older record’s text in staff words when it is served', () => {
    // What the bulk retry wrote before (operationFailureText), and a batch's raw error.
    expect(elementErrorText(`${messages.genericErrorRetry} (${INVITE}: ${RAW})`)).toBe(SAID);
    expect(elementErrorText(RAW)).not.toMatch(ENGINE_WORDS);
    // Parentheses that do not name a step are left alone.
    expect(elementErrorText('El documento no existe (ya se restauró: antes)')).toBe(
      'El documento no existe (ya se restauró: antes)',
    );
    expect(elementErrorText(SAID)).toBe(SAID);
  });
});
