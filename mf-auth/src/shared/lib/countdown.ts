import { CODE_LIFETIME_MS } from '@store/domain';

// The server's clock and the shopper's may disagree; a countdown longer than this is a wrong clock.
const LONGEST_COUNTDOWN_MS = 10 * 60 * 1000;

/**
 * When a resend may be offered: the server's `codeDeathDate` (SPEC §4 "the server may return a
 * death date for the code"), else the default code lifetime. A date in the past (a clock ahead of
 * the server's) allows a resend at once; a date too far ahead (a clock behind) is cut to the default.
 */
export function codeDeadline(deathDate: string | undefined, now: number): number {
  const death = deathDate ? Date.parse(deathDate) : Number.NaN;
  if (!Number.isFinite(death)) return now + CODE_LIFETIME_MS;
  if (death - now > LONGEST_COUNTDOWN_MS) return now + CODE_LIFETIME_MS;
  return Math.max(now, death);
}

/** Whole seconds left until `deadline`, never below zero (SPEC §9: "resend countdown in seconds"). */
export const secondsLeft = (deadline: number | null, now: number): number =>
  deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
