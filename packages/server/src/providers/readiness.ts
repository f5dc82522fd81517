/** What a provider says of itself for `GET /api/ready`: can it do its work now, and why not. */
export interface ProbeResult {
  ready: boolean;
  /** A development stand-in (outbox, demo gateway, local tariffs, local checkbox): production refuses it. */
  local?: boolean;
  /** In Russian, for the operator: what was checked and what answered. */
  detail: string;
}

/**
 * A provider that can check itself: its account is accepted and its service answers, without
 * spending anything (no SMS, no payment). Adapters implement it; one that does not is reported
 * as configured but unchecked.
 */
export interface Probe {
  probe(): Promise<ProbeResult>;
}

export const canProbe = (provider: object): provider is Probe => typeof (provider as Partial<Probe>).probe === 'function';

/**
 * True for the abort of `AbortSignal.timeout`: a DOMException named TimeoutError (checked by name:
 * it may come from another realm, where `instanceof Error` fails).
 */
export const isTimeout = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && ['TimeoutError', 'AbortError'].includes(String((error as { name?: unknown }).name));
