import { allSettled, fork } from 'effector';
import { locationChanged } from '../../../shared/lib/location';
import { saveUtmSourceFx, utmSourceOf } from './utm';

describe('utm_source from the address is kept in a cookie (SPEC §3, 7 days)', () => {
  it('saves the source of a utm link, nothing for other addresses', async () => {
    const saved: string[] = [];
    const scope = fork({ handlers: [[saveUtmSourceFx, (source: string) => void saved.push(source)]] });
    await allSettled(locationChanged, { scope, params: { pathname: '/', search: '?utm_source=vk&utm_medium=cpc' } });
    await allSettled(locationChanged, { scope, params: { pathname: '/cart', search: '' } });
    expect(saved).toEqual(['vk']);
  });

  it('ignores an empty, overlong or strange value', () => {
    expect(utmSourceOf('?utm_source=')).toBeNull();
    expect(utmSourceOf(`?utm_source=${'a'.repeat(101)}`)).toBeNull();
    expect(utmSourceOf('?utm_source=%3Cscript%3E')).toBeNull();
    expect(utmSourceOf('?utm_source=yandex.direct')).toBe('yandex.direct');
  });
});
