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
    const found = { products: [], categories: [], total: 0 };
    client.request.mockResolvedValueOnce(found);
    const body = { query: 'холодильник', offset: 0 };
    await expect(request('post', '/api/product/search', { body })).resolves.toBe(found);
    expect(client.request).toHaveBeenCalledWith('post', '/api/product/search', { body });

    client.request.mockRejectedValueOnce(new ApiError(404, 'Товар не найден'));
    await expect(request('get', '/api/product/{id}', { path: { id: 1 } })).rejects.toMatchObject({ status: 404 });
  });
});
