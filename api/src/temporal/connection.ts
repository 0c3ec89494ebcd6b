// The api's connection to Temporal, tuned to fail and recover quickly: it is opened lazily (the
// api starts, and says Temporal is down, while Temporal is away), reconnects within a second of
// Temporal's return (gRPC's default backoff grows to two minutes), and gives up a call after
// about 3 s of retries instead of 20, so a start fails fast with Temporal down. Closing it waits
// for calls still retrying: the SDK's retry interceptor schedules its next attempt on a timer,
// and an attempt made on a closed channel throws from that timer, outside any caller.
import { InterceptingCall, type Interceptor } from '@grpc/grpc-js';
import {
  Client,
  Connection,
  defaultGrpcRetryOptions,
  makeGrpcRetryInterceptor,
  type ClientOptions,
} from '@temporalio/client';

export const TEMPORAL_CHANNEL_ARGS = {
  'grpc.initial_reconnect_backoff_ms': 250,
  'grpc.max_reconnect_backoff_ms': 1_000,
  // A peer that vanished without closing the socket is noticed within 15 s, not 45.
  'grpc.keepalive_time_ms': 10_000,
  'grpc.keepalive_timeout_ms': 5_000,
} as const;

/** Six attempts: about 3.2 s of backoff in all, enough to ride out a blip or a quick restart. */
export const TEMPORAL_CALL_ATTEMPTS = 6;

/** Counts the calls in flight, retries included (it sits outside the retry interceptor). */
function inFlightCalls() {
  let active = 0;
  let idle: (() => void)[] = [];
  const interceptor: Interceptor = (options, nextCall) =>
    new InterceptingCall(nextCall(options), {
      start(metadata, listener, next) {
        active += 1;
        next(metadata, {
          onReceiveStatus(status, nextStatus) {
            active -= 1;
            if (active === 0) for (const wake of idle.splice(0)) wake();
            nextStatus(status);
          },
        });
      },
    });
  const settled = (timeoutMs: number) =>
    active === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            idle = idle.filter((wake) => wake !== done);
            resolve();
          }, timeoutMs);
          const done = () => {
            clearTimeout(timer);
            resolve();
          };
          idle.push(done);
        });
  return { interceptor, settled };
}

/** Longer than a whole retry sequence (about 3.2 s of backoff). */
const CLOSE_WAIT_MS = 5_000;

export function connectTemporal(options: {
  address: string;
  namespace: string;
  interceptors?: ClientOptions['interceptors'];
  /** The payload codec's converter: everything the api writes to Temporal is encrypted. */
  dataConverter?: ClientOptions['dataConverter'];
}): { connection: Connection; client: Client } {
  const calls = inFlightCalls();
  const connection = Connection.lazy({
    address: options.address,
    channelArgs: TEMPORAL_CHANNEL_ARGS,
    interceptors: [
      calls.interceptor,
      makeGrpcRetryInterceptor(defaultGrpcRetryOptions({ maxAttempts: TEMPORAL_CALL_ATTEMPTS })),
    ],
  });
  const close = connection.close.bind(connection);
  connection.close = async () => {
    await calls.settled(CLOSE_WAIT_MS);
    await close();
  };
  const client = new Client({
    connection,
    namespace: options.namespace,
    ...(options.interceptors ? { interceptors: options.interceptors } : {}),
    ...(options.dataConverter ? { dataConverter: options.dataConverter } : {}),
  });
  return { connection, client };
}
