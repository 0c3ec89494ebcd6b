// The api's connection to Temporal, tuned to fail and recover quickly: it is opened lazily (the
// api starts, and says Temporal is down, while Temporal is away), reconnects within a second of
// Temporal's return (gRPC's default backoff grows to two minutes), and gives up a call after
// about 3 s of retries instead of 20, so a start fails fast with Temporal down.
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

export function connectTemporal(options: {
  address: string;
  namespace: string;
  interceptors?: ClientOptions['interceptors'];
  /** The payload codec's converter: everything the api writes to Temporal is encrypted. */
  dataConverter?: ClientOptions['dataConverter'];
}): { connection: Connection; client: Client } {
  const connection = Connection.lazy({
    address: options.address,
    channelArgs: TEMPORAL_CHANNEL_ARGS,
    interceptors: [
      makeGrpcRetryInterceptor(defaultGrpcRetryOptions({ maxAttempts: TEMPORAL_CALL_ATTEMPTS })),
    ],
  });
  const client = new Client({
    connection,
    namespace: options.namespace,
    ...(options.interceptors ? { interceptors: options.interceptors } : {}),
    ...(options.dataConverter ? { dataConverter: options.dataConverter } : {}),
  });
  return { connection, client };
}
