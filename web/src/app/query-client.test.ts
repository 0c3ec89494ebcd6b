import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../shared/api/errors';
import { createQueryClient } from './query-client';

function setup() {
  const handlers = { onUnauthorized: vi.fn(), onForbidden: vi.fn() };
  return { client: createQueryClient(handlers), handlers };
}

describe('createQueryClient', () => {
  it('ends the session once for a burst of 401 answers', async () => {
    const { client, handlers } = setup();
    const unauthorized = () => Promise.reject(new ApiError(401, { code: 'UNAUTHORIZED', message: 'x' }, 'x'));
    await Promise.allSettled([
      client.fetchQuery({ queryKey: ['a'], queryFn: unauthorized }),
      client.fetchQuery({ queryKey: ['b'], queryFn: unauthorized }),
    ]);
    expect(handlers.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(handlers.onForbidden).not.toHaveBeenCalled();
  });

  it('raises the denial for 403 with the server text', async () => {
    const { client, handlers } = setup();
    await client
      .fetchQuery({
        queryKey: ['c'],
        queryFn: () => Promise.reject(new ApiError(403, { code: 'FORBIDDEN', message: 'Sin permiso' }, 'x')),
      })
      .catch(() => undefined);
    expect(handlers.onForbidden).toHaveBeenCalledWith('Sin permiso');
  });

  it("leaves a refused decision (403 on approving one's own request) to the screen, without the access denial", async () => {
    const { client, handlers } = setup();
    const self = new ApiError(
      403,
      { code: 'SELF_APPROVAL', message: 'No puede aprobar su propio pedido' },
      'x',
    );
    const decision = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(self),
      meta: { handlesErrors: true, decisionRefusals: true },
    });
    await decision.execute(undefined).catch(() => undefined);
    expect(handlers.onForbidden).not.toHaveBeenCalled();
    const other = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(self),
      meta: { handlesErrors: true },
    });
    await other.execute(undefined).catch(() => undefined);
    expect(handlers.onForbidden).toHaveBeenCalledTimes(1);
  });

  it('does not retry client errors', async () => {
    const { client } = setup();
    const queryFn = vi.fn(() =>
      Promise.reject(
        new ApiError(
          404,
          { code: 'SUBSCRIBER_NOT_FOUND', message: 'El suscriptor ingresado no existe' },
          'x',
        ),
      ),
    );
    await client
      .fetchQuery({ queryKey: ['d'], queryFn, retry: client.getDefaultOptions().queries?.retry ?? false })
      .catch(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
