// Inputs whose secrets must not reach Temporal in clear (its history keeps every workflow's
// input): an area registers, per operation type, how to turn the validated input into the one
// the workflow receives (e.g. a password encrypted for the identity service).
export type InputSealer = (input: Record<string, unknown>) => Record<string, unknown>;

const sealers = new Map<string, InputSealer>();

export function registerInputSealer(type: string, sealer: InputSealer): void {
  sealers.set(type, sealer);
}

export function sealInput(type: string, input: Record<string, unknown>): Record<string, unknown> {
  return sealers.get(type)?.(input) ?? input;
}
