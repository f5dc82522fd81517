import { buildBreadcrumbs } from './build-breadcrumbs';

// The rule itself is @store/domain's (breadcrumbs.test.ts); the shell adds its shell-less paths.
const input = (pathname: string) => ({ pathname, menuItems: [], categories: [], pageTitle: null, routeTitles: { '/store': 'Каталог' } });

describe("the shell's breadcrumbs (SPEC §2)", () => {
  it("none on the shell-less 'dvizhuha' paths", () => {
    expect(buildBreadcrumbs(input('/dvizhuha/letnyaya'))).toEqual([]);
  });

  it("the domain's trail elsewhere", () => {
    expect(buildBreadcrumbs(input('/store'))).toEqual([{ title: 'Главная', href: '/' }, { title: 'Каталог' }]);
  });
});
