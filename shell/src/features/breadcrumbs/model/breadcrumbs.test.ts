import { serverCrumbs } from './breadcrumbs';

const state = {
  page: 'catalog/CataloguePage',
  manifest: 'http://cdn/mf-manifest.json',
  version: 'v1',
  location: '/store/krupnaya-tehnika/holodilniki?page=2',
  values: {},
  crumbs: [
    { title: 'Главная', href: '/' },
    { title: 'Каталог', href: '/store' },
    { title: 'Крупная техника', href: '/store/krupnaya-tehnika' },
    { title: 'Холодильники', href: '/store/krupnaya-tehnika/holodilniki' },
  ],
};

describe('crumbs of a server-rendered page before the category tree arrives', () => {
  it('are the ones the server drew for that path, the last one not a link', () => {
    expect(serverCrumbs(state, '/store/krupnaya-tehnika/holodilniki')).toEqual([
      { title: 'Главная', href: '/' },
      { title: 'Каталог', href: '/store' },
      { title: 'Крупная техника', href: '/store/krupnaya-tehnika' },
      { title: 'Холодильники' },
    ]);
  });

  it('are none on another path, or when the page came without them', () => {
    expect(serverCrumbs(state, '/store/krupnaya-tehnika')).toBeNull();
    expect(serverCrumbs({ ...state, crumbs: undefined }, '/store/krupnaya-tehnika/holodilniki')).toBeNull();
    expect(serverCrumbs(null, '/store/krupnaya-tehnika/holodilniki')).toBeNull();
  });
});
