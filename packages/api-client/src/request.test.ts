import MockAdapter from 'axios-mock-adapter';
import { http } from './http';
import { fillPath, request } from './request';

describe('typed calls of the API', () => {
  it('fills path parameters and drops the /api prefix that the base URL carries', () => {
    expect(fillPath('/api/product/{id}', { id: 5 })).toBe('/product/5');
    expect(fillPath('/api/favorites/{userId}/item', { userId: 7 })).toBe('/favorites/7/item');
    expect(fillPath('/api/user/{id}', { id: 'a b' })).toBe('/user/a%20b');
  });

  it('refuses to call a path whose parameter is missing', () => {
    expect(() => fillPath('/api/orders/{id}', {})).toThrow('нет параметра пути «id»');
  });

  it('sends the query and the body and returns the answer', async () => {
    const mock = new MockAdapter(http);
    mock.onGet('/product/12').reply((config) => [200, { id: 12, params: config.params }]);
    mock
      .onPost('/product/search')
      .reply((config) => [200, { products: [], productsCount: 0, parentCategories: [], sent: JSON.parse(config.data) }]);
    const product = await request('get', '/api/product/{id}', { path: { id: 12 }, query: { selectedCity: 195585415 } });
    expect(product).toMatchObject({ id: 12, params: { selectedCity: 195585415 } });
    const found = await request('post', '/api/product/search', { body: { query: 'дрель', stockId: 353 } });
    expect(found).toMatchObject({ sent: { query: 'дрель', stockId: 353 } });
    mock.restore();
  });
});
