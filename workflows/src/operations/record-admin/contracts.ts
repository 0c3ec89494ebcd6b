// 'Olvidar datos personales' (issue 42): an administrator asks, another approves, and the console
// forgets one person — the sealed values of their operations in its record and the ended
// executions Temporal still holds — keeping each entry's type, time, outcome and pseudonymised
// actor. The person's e-mail or CUIT never travels further than the api: it turns them into
// their pseudonyms under every key (secrets.seal), which is all the workflow, its history, its
// memo and the record's entry of the erasure hold. It is refused when asked for while one of the
// person's operations has not ended (before anyone is asked to approve it), and again by the
// workflow's first step for one started in between.
import { z } from 'zod';
import {
  accessFor,
  defineOperation,
  OperationRefusal,
  type InputSealer,
  type OperationRequest,
} from '../contract';
import { approvalPolicy } from '../approval-policy';
import {
  PERSON_OPERATIONS_RUNNING,
  RECORD_FORGET_PERSON,
  recordForgetPersonSteps,
  type ForgetPersonKeys,
} from './activities';
import { forgetPersonMessages as m } from './messages';

export { forgetPersonMessages } from './messages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const optional = (schema: z.ZodString) =>
  z
    .union([schema, z.literal('')])
    .optional()
    .transform((value) => (value ? value : undefined));

export const forgetPersonInput = z
  .object({
    email: optional(
      z.string().trim().max(320, { error: m.emailInvalid }).regex(EMAIL, { error: m.emailInvalid }),
    ),
    identity: optional(
      z.string().trim().max(100, { error: m.identityInvalid }).regex(/^\S+$/, { error: m.identityInvalid }),
    ),
  })
  .refine((input) => Boolean(input.email ?? input.identity), { error: m.subjectRequired, path: ['email'] });

export type ForgetPersonInput = z.output<typeof forgetPersonInput>;

/** A value's UTF-8 bytes in hex: how a bulk element's key is pseudonymised (bulk-elements.ts). */
function hexOf(value: string): string {
  return Array.from(new TextEncoder().encode(value), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The person as the workflow receives them: their pseudonyms under every key, nothing else. */
export function forgetPersonKeys(input: ForgetPersonInput, sealer: InputSealer): ForgetPersonKeys {
  const pseudonymsOf = sealer.pseudonymsOf;
  if (!pseudonymsOf) throw new Error('Olvidar datos personales necesita las claves de seudónimos');
  const values = [input.email, input.identity].filter((value): value is string => Boolean(value));
  const unique = (list: string[]) => [...new Set(list)];
  return {
    subjects: input.email ? pseudonymsOf(input.email.toLowerCase()).map((p) => `email:${p}`) : [],
    targets: unique(values.flatMap((value) => pseudonymsOf(value))),
    // An element's key is kept with its exact bytes: as typed, and in lower case (e-mails).
    elementKeys: unique(
      values.flatMap((value) => unique([value, value.toLowerCase()]).flatMap((v) => pseudonymsOf(hexOf(v)))),
    ),
  };
}

/**
 * Refused at the request, before another administrator is asked, while one of the person's
 * operations has not ended: the same refusal, in the same words, as the workflow's 'find' step,
 * which still checks what started in between. Their own erasures waiting aside, as there.
 */
export async function refuseWhileUnfinished(request: OperationRequest<ForgetPersonInput>): Promise<void> {
  if (!request.record || !request.sealer)
    throw new Error('Olvidar datos personales necesita el registro de la consola para pedirse');
  const unfinished = await request.record.unfinishedOf(forgetPersonKeys(request.input, request.sealer), {
    exceptTypes: [RECORD_FORGET_PERSON],
  });
  if (unfinished.length > 0)
    throw new OperationRefusal(409, PERSON_OPERATIONS_RUNNING, m.stillRunning(unfinished.length));
}

/** What the lists show as its target: the first pseudonym, so a search by the person finds it. */
function targetOf(input: unknown): string {
  const targets = (input as Partial<ForgetPersonKeys> | null)?.targets;
  return Array.isArray(targets) && typeof targets[0] === 'string' ? targets[0] : 'persona';
}

export const recordAdminContracts = [
  defineOperation({
    type: RECORD_FORGET_PERSON,
    workflowType: 'recordForgetPerson',
    label: m.label,
    input: forgetPersonInput,
    // What a person reads in its detail: the pseudonyms it looked for (the values never got here).
    inputFields: {
      email: m.emailLabel,
      identity: m.identityLabel,
      subjects: m.subjectsLabel,
      targets: m.targetsLabel,
      elementKeys: m.elementKeysLabel,
    },
    resultFields: {
      operations: 'Operaciones olvidadas',
      entries: 'Entradas del registro vaciadas',
      elements: 'Elementos de lotes vaciados',
      executionsDeleted: 'Ejecuciones eliminadas del motor',
    },
    steps: recordForgetPersonSteps,
    sample: (values) => ({ email: values.email }),
    // Asked for from the operations list ('Olvidar datos personales').
    screen: 'operations',
    access: accessFor(['CGI.Admin']),
    // Another administrator approves: the one who asks never forgets a person alone.
    approval: approvalPolicy({ roles: ['CGI.Admin'] }),
    highRisk: true,
    // The workflow's input is the person's pseudonyms (seal): the target is one of them.
    target: (input) => targetOf(input),
    publicTarget: true,
    secrets: {
      fields: ['email', 'identity'],
      seal: (input, sealer) => ({ ...forgetPersonKeys(input, sealer) }),
    },
    check: refuseWhileUnfinished,
  }),
];
