// Decision 0043: an app's first load goes without the HTTP client; this side-entry must not bring it.
jest.mock('axios', () => {
  throw new Error('@store/api-client/lazy must not load axios');
});

describe('@store/api-client/lazy', () => {
  it('loads nothing of the client by itself (the mock above is live for the main entry)', async () => {
    await expect(import('@store/api-client/lazy')).resolves.toHaveProperty('lazyRequest');
    await expect(import('@store/api-client')).rejects.toThrow('must not load axios');
  });

  it('tells an API refusal from any other failure without loading the client for it', async () => {
    const { isApiError } = await import('@store/api-client/lazy');
    const { ApiError } = await import('./errors');
    expect(isApiError(new ApiError(404, 'Товар не найден'))).toBe(true);
    expect(isApiError(new ApiError(0, 'Network Error'))).toBe(true);
    expect(isApiError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 404 })).toBe(false);
    expect(isApiError(undefined)).toBe(false);
  });

  it('loads the client at the first call, once per call, and gives its answer or its refusal', async () => {
    const { lazyRequest } = await import('@store/api-client/lazy');
    const { ApiError } = await import('./errors');
    const request = jest.fn();
    const load = jest.fn(async () => ({ request }));
    const lazy = lazyRequest(load as never);
    expect(load).not.toHaveBeenCalled();

    request.mockResolvedValueOnce({ message: 'Подписка оформлена' });
    await expect(lazy('post', '/api/subscription', { body: { email: 'a@b.ru' } })).resolves.toEqual({ message: 'Подписка оформлена' });
    expect(request).toHaveBeenCalledWith('post', '/api/subscription', { body: { email: 'a@b.ru' } });

    request.mockRejectedValueOnce(new ApiError(429, 'Слишком много запросов'));
    await expect(lazy('get', '/api/settings')).rejects.toMatchObject({ status: 429 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
