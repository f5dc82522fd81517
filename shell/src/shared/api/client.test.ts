import { ApiError } from '@store/api-client';
import { isApiError, request } from './client';

jest.mock('@store/api-client', () => ({ ...jest.requireActual('@store/api-client'), request: jest.fn() }));
const client = jest.requireMock('@store/api-client') as { request: jest.Mock };

describe('the lazily loaded API client (decision 0043)', () => {
  it('tells an API refusal from any other failure without loading the client for it', () => {
    expect(isApiError(new ApiError(404, 'Товар не найден'))).toBe(true);
    expect(isApiError(new ApiError(0, 'Network Error'))).toBe(true);
    expect(isApiError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 404 })).toBe(false);
    expect(isApiError(undefined)).toBe(false);
  });

  it('makes a call through the shared client, with its arguments, and gives its answer or its refusal', async () => {
    client.request.mockResolvedValueOnce({ message: 'Подписка оформлена' });
    await expect(request('post', '/api/subscription', { body: { email: 'a@b.ru' } })).resolves.toEqual({ message: 'Подписка оформлена' });
    expect(client.request).toHaveBeenCalledWith('post', '/api/subscription', { body: { email: 'a@b.ru' } });

    client.request.mockRejectedValueOnce(new ApiError(429, 'Слишком много запросов'));
    await expect(request('get', '/api/settings')).rejects.toMatchObject({ status: 429 });
  });
});
