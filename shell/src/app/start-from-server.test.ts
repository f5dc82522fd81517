import { $storeSettings, $supportPhone, citySelected } from '@store/bus';
import { SSR_IDS } from '@store/domain';
import { allSettled, fork } from 'effector';
import { $categoryMenu, categoryMenuNeeded } from '../entities/category-menu';
import { $topMenu, menusStarted } from '../entities/menus';
import { $regions, cityStarted } from '../features/city';
import { settingsStarted } from '../features/settings';
import { hasStartAnswers, resetStartAnswers } from '../shared/lib/ssr';

// A server-rendered page carries the answers of the shell's start (packages/ssr `#ssr-start`): the
// shell starts from them and asks the API for none of them; a later ask goes to the API.

jest.mock('@store/api-client', () => ({
  ...jest.requireActual('@store/api-client'),
  fetchMenus: jest.fn(),
  fetchCityRegions: jest.fn(),
  fetchCategoryMenu: jest.fn(),
  request: jest.fn(),
}));

const api = jest.requireMock('@store/api-client') as Record<'fetchMenus' | 'fetchCityRegions' | 'fetchCategoryMenu' | 'request', jest.Mock>;

const region = { id: 38, name: 'Иркутская область', cities: [{ id: 7, name: 'Иркутск', code: 1, shop: 3, shops: [] }] };
const topMenu = { code: 'top-menu-new', items: [{ id: 1, title: 'Акции', url: '/akcii' }] };
const settings = { supportPhone: '+7 (3952) 00-00-00', supportHours: '09:00-18:00', demo: false, developmentHost: false };
const tree = [{ id: 5, slug: 'tehnika', name: 'Техника', count: 3, children: [] }];

function page(answers: unknown) {
  const text = typeof answers === 'string' ? answers : JSON.stringify(answers);
  document.body.innerHTML = `<script id="${SSR_IDS.start}" type="application/json">${text}</script>`;
}

beforeEach(() => {
  resetStartAnswers();
  for (const mock of Object.values(api)) if (typeof mock === 'function' && 'mockReset' in mock) mock.mockReset();
  api.fetchMenus.mockResolvedValue([{ code: 'top-menu-new', items: [{ id: 2, title: 'Из API', url: '/api' }] }]);
  api.fetchCityRegions.mockResolvedValue([]);
  api.fetchCategoryMenu.mockResolvedValue([]);
  api.request.mockResolvedValue(null);
});

describe("the shell's start from the server's answers", () => {
  it('draws the menus, the city list and the phone from the page and asks the API for none of them', async () => {
    page({ regions: [region], menus: [topMenu], settings });
    expect(hasStartAnswers()).toBe(true);
    const scope = fork();
    await Promise.all([menusStarted, cityStarted, settingsStarted].map((started) => allSettled(started, { scope })));
    expect(scope.getState($topMenu)).toEqual(topMenu.items);
    expect(scope.getState($regions)).toEqual([region]);
    expect(scope.getState($storeSettings)).toMatchObject(settings);
    expect(scope.getState($supportPhone)).toBe('+7 (3952) 00-00-00');
    expect(api.fetchMenus).not.toHaveBeenCalled();
    expect(api.fetchCityRegions).not.toHaveBeenCalled();
    expect(api.request).not.toHaveBeenCalled();
  });

  it('gives each answer once: a second start asks the API', async () => {
    page({ menus: [topMenu] });
    const scope = fork();
    await allSettled(menusStarted, { scope });
    await allSettled(menusStarted, { scope });
    expect(api.fetchMenus).toHaveBeenCalledTimes(1);
    expect(scope.getState($topMenu)).toEqual([{ id: 2, title: 'Из API', url: '/api' }]);
  });

  it("answers the category tree for the page's city; another city is asked for", async () => {
    page({ categoryMenu: { cityId: 7, categories: tree } });
    const irkutsk = { cityId: 7, shopId: 3, code: 1, name: 'Иркутск' };
    const scope = fork();
    await allSettled(citySelected, { scope, params: irkutsk });
    await allSettled(categoryMenuNeeded, { scope });
    expect(scope.getState($categoryMenu)).toEqual(tree);
    expect(api.fetchCategoryMenu).not.toHaveBeenCalled();
    await allSettled(citySelected, { scope, params: { cityId: 9, shopId: 4, code: 2, name: 'Ангарск' } });
    expect(api.fetchCategoryMenu).toHaveBeenCalledWith(9);
  });

  it('without the block, or with a malformed one, the shell asks the API as before', async () => {
    for (const answers of [null, '{"menus": 5', { menus: 'no' }]) {
      resetStartAnswers();
      api.fetchMenus.mockClear();
      if (answers === null) document.body.innerHTML = '';
      else page(answers);
      expect(hasStartAnswers()).toBe(false);
      await allSettled(menusStarted, { scope: fork() });
      expect(api.fetchMenus).toHaveBeenCalledTimes(1);
    }
  });
});
