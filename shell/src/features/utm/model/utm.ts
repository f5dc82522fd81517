import { UTM_COOKIE, UTM_COOKIE_DAYS } from '@store/domain';
import { createEffect, sample } from 'effector';
import Cookies from 'js-cookie';
import { locationChanged } from '../../../shared/lib/location';

/** The ad source of a landing address (`?utm_source=`), if it is a sane value; anything else is ignored. */
export function utmSourceOf(search: string): string | null {
  const value = new URLSearchParams(search).get('utm_source')?.trim() ?? '';
  return /^[\p{L}\d._~+-]{1,100}$/u.test(value) ? value : null;
}

/** SPEC §3: utm_source is kept 7 days (the order sends it; a successful one-click order clears it). */
export const saveUtmSourceFx = createEffect((source: string) => {
  Cookies.set(UTM_COOKIE, source, { expires: UTM_COOKIE_DAYS, sameSite: 'lax', path: '/' });
});

sample({
  clock: locationChanged,
  filter: ({ search }) => utmSourceOf(search) !== null,
  fn: ({ search }) => utmSourceOf(search)!,
  target: saveUtmSourceFx,
});
