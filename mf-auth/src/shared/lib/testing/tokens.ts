/** A JWT-shaped token with the given claims (unsigned: the browser never checks the signature). */
export function fakeAccessToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
}

export const NOW = Date.parse('2026-11-23T10:00:00Z');
export const seconds = (ms: number) => Math.floor(ms / 1000);
