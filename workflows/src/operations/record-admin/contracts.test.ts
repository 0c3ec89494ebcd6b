// 'Olvidar datos personales': what it accepts (Spanish errors), who may ask and approve, and that
// what the workflow receives — and so Temporal's history, the memo and the record — holds the
// person's pseudonyms under every key and never the values.
import { describe, expect, it } from 'vitest';
import { createPseudonyms, generatePseudonymKey } from '../../../codec';
import { approvalPolicyOf, approverRolesOf } from '../approval-policy';
import { contractOf } from '../catalog';
import { OperationRefusal, type OperationRecordLookup, type PersonPseudonyms } from '../contract';
import { forgetPersonInput, forgetPersonKeys, forgetPersonMessages } from './contracts';

const pseudonyms = createPseudonyms([generatePseudonymKey('p2'), generatePseudonymKey('p1')]);
const sealer = { encryptPassword: () => '', pseudonymsOf: (value: string) => pseudonyms.all(value) };
const hex = (value: string) => Buffer.from(value, 'utf8').toString('hex');
const contract = contractOf('record.forgetPerson')!;

describe('record.forgetPerson', () => {
  it('is an administrator’s, high risk, approved by another administrator', () => {
    expect(contract.label).toBe('Olvidar datos personales');
    expect(contract.access.start).toEqual(['CGI.Admin']);
    expect(contract.highRisk).toBe(true);
    const policy = approvalPolicyOf(contract)!;
    expect(policy.when).toEqual({ kind: 'always' });
    expect(approverRolesOf(contract, policy)).toEqual(['CGI.Admin']);
  });

  it('asks for an e-mail or an identifier, in Spanish', () => {
    const problems = (input: unknown) =>
      forgetPersonInput.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(problems({})).toEqual([forgetPersonMessages.subjectRequired]);
    expect(problems({ email: '', identity: '' })).toEqual([forgetPersonMessages.subjectRequired]);
    expect(problems({ email: 'no es un email' })).toContain(forgetPersonMessages.emailInvalid);
    expect(problems({ identity: '27 345' })).toContain(forgetPersonMessages.identityInvalid);
    expect(forgetPersonInput.parse({ email: ' Ana@Demo.com.ar ' })).toEqual({ email: 'Ana@Demo.com.ar' });
    expect(forgetPersonInput.parse({ identity: '27345678904', email: '' })).toEqual({
      identity: '27345678904',
    });
  });

  it('hands the workflow the pseudonyms under every key, never the values', () => {
    const input = forgetPersonInput.parse({ email: 'Ana@Demo.com.ar', identity: '27345678904' });
    const sealed = contract.secrets!.seal!(input, sealer);
    const text = JSON.stringify(sealed).toLowerCase();
    expect(text).not.toContain('ana@demo.com.ar');
    expect(text).not.toContain('27345678904');
    expect(text).not.toContain(hex('ana@demo.com.ar'));
    const keys = forgetPersonKeys(input, sealer);
    expect(sealed).toEqual(keys);
    // How the record's related keys, targets and bulk elements name her, under both keys.
    expect(keys.subjects).toEqual(pseudonyms.all('ana@demo.com.ar').map((p) => `email:${p}`));
    expect(keys.targets).toEqual([...pseudonyms.all('ana@demo.com.ar'), ...pseudonyms.all('27345678904')]);
    expect(keys.elementKeys).toEqual(
      expect.arrayContaining([
        ...pseudonyms.all(hex('Ana@Demo.com.ar')),
        ...pseudonyms.all(hex('ana@demo.com.ar')),
        ...pseudonyms.all(hex('27345678904')),
      ]),
    );
    // Its target in the lists is her pseudonym, which a search by her e-mail finds.
    expect(contract.target(sealed)).toBe(pseudonyms.of('ana@demo.com.ar'));
    expect(contract.publicTarget).toBe(true);
  });

  it('is refused at the request while one of her operations has not ended, asking by pseudonyms only', async () => {
    const input = forgetPersonInput.parse({ email: 'Ana@Demo.com.ar' });
    const asked: { person: PersonPseudonyms; exceptTypes: readonly string[] }[] = [];
    const recordWith = (unfinished: string[]): OperationRecordLookup => ({
      unfinishedOf: async (person, { exceptTypes }) => {
        asked.push({ person, exceptTypes });
        return unfinished;
      },
    });
    const check = (record?: OperationRecordLookup) =>
      contract.check!({
        action: 'start',
        roles: ['CGI.Admin'],
        input,
        platform: null as never,
        record,
        sealer,
      });

    const refusal = await check(
      recordWith(['subscriber.addUser/p2.x/a1', 'subscriber.addUser/p2.x/a2']),
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(OperationRefusal);
    expect(refusal).toMatchObject({
      status: 409,
      code: 'PERSON_OPERATIONS_RUNNING',
      message: forgetPersonMessages.stillRunning(2),
    });
    // The record is asked with what the workflow receives, its own erasures aside.
    expect(asked[0]).toEqual({
      person: forgetPersonKeys(input, sealer),
      exceptTypes: ['record.forgetPerson'],
    });
    expect(JSON.stringify(asked).toLowerCase()).not.toContain('ana@demo.com.ar');

    await expect(check(recordWith([]))).resolves.toBeUndefined();
    // Without the record it cannot tell: it refuses to start rather than skip the check.
    await expect(check()).rejects.toThrow(/registro de la consola/);
  });

  it('refuses to seal without the pseudonym keys rather than pass the values on', () => {
    const input = forgetPersonInput.parse({ email: 'ana@demo.com.ar' });
    expect(() => contract.secrets!.seal!(input, { encryptPassword: () => '' })).toThrow(
      /claves de seudónimos/,
    );
  });
});
