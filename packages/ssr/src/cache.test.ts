import { lruCache, renderKey } from './cache';

describe('renderKey', () => {
  const base = { page: 'catalog/CataloguePage', version: 'v1', pathname: '/store/a', search: '', cookie: 'selectedCity=100' };

  it('differs by address, query, city and version', () => {
    const key = renderKey(base);
    expect(renderKey({ ...base, pathname: '/store/b' })).not.toBe(key);
    expect(renderKey({ ...base, search: '?page=2' })).not.toBe(key);
    expect(renderKey({ ...base, cookie: 'selectedCity=200' })).not.toBe(key);
    expect(renderKey({ ...base, version: 'v2' })).not.toBe(key);
  });

  it('ignores every other cookie (the session stays out of the shared page)', () => {
    expect(renderKey({ ...base, cookie: 'session=secret; selectedCity=100; cart=1' })).toBe(renderKey(base));
  });

  it('puts a missing and a malformed city under the same key', () => {
    expect(renderKey({ ...base, cookie: 'selectedCity=x' })).toBe(renderKey({ ...base, cookie: undefined }));
  });
});

describe('lruCache', () => {
  it('forgets an entry after its time', () => {
    let now = 0;
    const cache = lruCache<string>(10, 5000, () => now);
    cache.set('a', 'page');
    now = 4999;
    expect(cache.get('a')).toBe('page');
    now = 5000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps at most its size, dropping the least recently used', () => {
    const cache = lruCache<number>(2, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });
});
