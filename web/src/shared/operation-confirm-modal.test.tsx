// @vitest-environment happy-dom
// The reason prompt follows the operation's contract: the same screen asks for 'Motivo' when
// the contract is high-risk and does not when it is not, with nothing else changed.
import { contractOf } from '@cgi/workflows/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, renderPage } from '../testing/render';
import { messages } from './messages';
import type { OperationStart } from './api/types';
import { OperationConfirmModal } from './operation-confirm-modal';
import { OperationContractsProvider, mayStart, type ContractLookup } from './operation-contracts';

const request: OperationStart = {
  type: 'sessions.revoke',
  input: { loginAccountId: 7, email: 'a@b.ar', uuidDeviceSession: 'd1' },
};

/** The catalogue's contracts, with `sessions.revoke`'s highRisk set to `highRisk`. */
const withRisk =
  (highRisk: boolean): ContractLookup =>
  (type) => {
    const contract = contractOf(type);
    return contract && type === request.type ? { ...contract, highRisk } : contract;
  };

async function confirm(lookup: ContractLookup) {
  const sent = answer({ 'POST /api/operations': { status: 202, body: { id: 'sessions.revoke/x/a1' } } });
  await renderPage(
    <OperationContractsProvider value={lookup}>
      <OperationConfirmModal
        open
        title="Eliminar la sesión"
        text="¿Desea eliminar la sesión?"
        request={request}
        onSettled={() => undefined}
        onClose={() => undefined}
      />
    </OperationContractsProvider>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: messages.confirmation.confirm }));
  return { sent, user };
}

describe('OperationConfirmModal reads the reason prompt from the contract', () => {
  it('asks for no reason while the contract is not high-risk, and starts it without one', async () => {
    expect(contractOf(request.type)?.highRisk).toBe(false);
    const { sent } = await confirm(withRisk(false));
    expect(screen.queryByLabelText(messages.confirmation.reason, { exact: false })).toBeNull();
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ type: request.type, input: request.input });
  });

  it('asks for the reason once the same contract is high-risk, and sends it', async () => {
    const { sent, user } = await confirm(withRisk(true));
    expect(await screen.findByText(messages.operation.reasonRequired)).not.toBeNull();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.type(
      screen.getByLabelText(messages.confirmation.reason, { exact: false }),
      'Pedido del titular',
    );
    await user.click(screen.getByRole('button', { name: messages.confirmation.confirm }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      type: request.type,
      input: request.input,
      reason: 'Pedido del titular',
    });
  });
});

describe('OperationConfirmModal asks the reason an approval policy needs (issue 43)', () => {
  it("shows 'Motivo' when the api says the start waits for approval and needs one, then sends it", async () => {
    const why =
      'Indique el motivo: esta operación necesita la aprobación de otra persona, que lo leerá antes de decidir';
    const sent = answer({
      'POST /api/operations': (request: { body?: unknown }) =>
        (request.body as { reason?: string }).reason
          ? { status: 202, body: { id: 'sessions.revoke/x/a1' } }
          : { status: 400, body: { code: 'REASON_REQUIRED', message: why, fields: { reason: why } } },
    });
    await renderPage(
      <OperationContractsProvider value={withRisk(false)}>
        <OperationConfirmModal
          open
          title="Eliminar la sesión"
          text="¿Desea eliminar la sesión?"
          request={request}
          onSettled={() => undefined}
          onClose={() => undefined}
        />
      </OperationContractsProvider>,
    );
    const user = userEvent.setup();
    expect(screen.queryByLabelText(messages.confirmation.reason, { exact: false })).toBeNull();
    await user.click(await screen.findByRole('button', { name: messages.confirmation.confirm }));
    const field = await screen.findByLabelText(messages.confirmation.reason, { exact: false });
    expect(await screen.findByText(why)).not.toBeNull();
    await user.type(field, 'Alta pedida por el titular');
    await user.click(screen.getByRole('button', { name: messages.confirmation.confirm }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(2));
    expect(sent.filter((r) => r.method === 'POST')[1]?.body).toMatchObject({
      reason: 'Alta pedida por el titular',
    });
  });
});

describe('mayStart reads who may start an operation from its contract', () => {
  it('offers the security tools to the roles their contracts name', () => {
    for (const type of [
      'identity.setPassword',
      'identity.impersonate',
      'sessions.revokeAll',
      'fileExtension.add',
    ]) {
      expect(mayStart(type, ['CGI.Admin'])).toBe(true);
      expect(mayStart(type, ['CGI.CustomerSupport'])).toBe(true);
      expect(mayStart(type, ['CGI.CommercialAgent'])).toBe(false);
    }
  });

  it('follows a contract whose roles change', () => {
    const widened: ContractLookup = (type) => {
      const contract = contractOf(type);
      return contract && { ...contract, access: { ...contract.access, start: ['CGI.CommercialAgent'] } };
    };
    expect(mayStart('sessions.revoke', ['CGI.CommercialAgent'], widened)).toBe(true);
    expect(mayStart('sessions.revoke', ['CGI.Admin'], widened)).toBe(false);
  });

  it('refuses a type no contract declares', () => {
    expect(() => mayStart('sessions.nope', ['CGI.Admin'])).toThrow(
      'No operation contract declares sessions.nope',
    );
  });
});
