// Temporal's codec-server protocol sends and answers `Payloads` as proto3 JSON (bytes in
// base64). The conversion is protobufjs's, from the API's own message definitions.
import type { Payload } from '@temporalio/common';
import proto from '@temporalio/proto';

const { Payloads } = proto.temporal.api.common.v1;

export interface PayloadsJson {
  payloads: Array<{ metadata?: Record<string, string>; data?: string }>;
}

export function payloadsFromJson(body: PayloadsJson): Payload[] {
  return Payloads.fromObject(body).payloads;
}

export function payloadsToJson(payloads: Payload[]): PayloadsJson {
  const json = Payloads.toObject(Payloads.create({ payloads }), { bytes: String, arrays: true });
  return json as PayloadsJson;
}
