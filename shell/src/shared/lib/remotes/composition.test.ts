import { parseComposition } from './composition';

describe('/remotes.json', () => {
  it('keeps the four known remotes with http(s) manifest URLs', () => {
    expect(
      parseComposition({
        catalog: 'http://127.0.0.1:3001/mf-manifest.json',
        profile: 'https://cdn.example/profile/2.1.0/mf-manifest.json',
        evil: 'http://x/mf-manifest.json',
        auth: 'javascript:alert(1)',
        cart_checkout: 42,
      }),
    ).toEqual({ catalog: 'http://127.0.0.1:3001/mf-manifest.json', profile: 'https://cdn.example/profile/2.1.0/mf-manifest.json' });
  });

  it('an answer that is not an object composes nothing', () => {
    expect(parseComposition(null)).toEqual({});
    expect(parseComposition('oops')).toEqual({});
  });
});
