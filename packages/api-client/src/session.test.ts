/** @jest-environment jsdom */

// Decision 0043: a page's start path reads the session sign from this side-entry; were it to bring
// axios, every first load would pay for the HTTP client again.
jest.mock('axios', () => {
  throw new Error('@store/api-client/session must not load axios');
});

afterEach(() => {
  document.cookie = 'token=; path=/; max-age=0';
});

describe('@store/api-client/session', () => {
  it('reads and writes the session cookies without loading axios', async () => {
    const session = await import('@store/api-client/session');
    expect(session.hasSessionCookies()).toBe(false);
    session.storeTokens('access');
    expect(session.readToken()).toBe('access');
    expect(session.hasSessionCookies()).toBe(true);
    session.clearTokens();
    expect(session.hasSessionCookies()).toBe(false);
  });

  it('the main entry, by contrast, loads axios (the mock above is live)', async () => {
    await expect(import('@store/api-client')).rejects.toThrow('must not load axios');
  });
});
