import { DEFAULT_CITY, OTHER_CITY } from '@store/domain';
import { createTestContext, type TestContext } from '../helpers';

interface Node {
  id: number;
  slug: string;
  name: string;
  count: number;
  children: Node[];
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const menu = async (query = '') => {
  const res = await ctx.app.inject({ url: `/api/category/menu${query}` });
  return { status: res.statusCode, body: res.json() as { categories: Node[]; message?: string } };
};
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const ANGARSK = 195585302;

describe('GET /api/category/menu: the category tree with product counts for the city', () => {
  it('answers the Russian tree with the laptops path komp/noutbuki', async () => {
    const { status, body } = await menu(`?selectedCity=${DEFAULT_CITY.id}`);
    expect(status).toBe(200);
    expect(body.categories.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Бытовая техника', 'Инструмент', 'Электроника', 'Компьютеры']),
    );
    const komp = body.categories.find((c) => c.slug === 'komp');
    expect(komp?.children.map((c) => c.slug)).toContain('noutbuki');
    const tools = flatten(body.categories).find((c) => c.slug === 'raskhodnye-materialy');
    expect(tools?.children.map((c) => c.slug)).toContain('masla');
  });

  it('a parent counts the products of its whole subtree', async () => {
    const { body } = await menu();
    for (const node of flatten(body.categories).filter((n) => n.children.length > 0)) {
      expect(node.count).toBe(node.children.reduce((sum, child) => sum + child.count, 0));
    }
    expect(body.categories.reduce((sum, c) => sum + c.count, 0)).toBe(300);
  });

  it('counts only products priced for the city: another city sees other counts', async () => {
    const home = flatten((await menu(`?selectedCity=${DEFAULT_CITY.id}`)).body.categories);
    const angarsk = flatten((await menu(`?selectedCity=${ANGARSK}`)).body.categories);
    const total = (nodes: Node[]) => nodes.filter((n) => n.children.length === 0).reduce((s, n) => s + n.count, 0);
    expect(total(angarsk)).toBeLessThan(total(home));
    expect(total(angarsk)).toBeGreaterThan(0);
  });

  it("'other city' sees the main stock code's counts (SPEC §9)", async () => {
    const home = (await menu(`?selectedCity=${DEFAULT_CITY.id}`)).body;
    const other = (await menu(`?selectedCity=${OTHER_CITY.id}`)).body;
    expect(other).toEqual(home);
  });

  it('an unknown or missing city gives the default city, not an error', async () => {
    const home = (await menu(`?selectedCity=${DEFAULT_CITY.id}`)).body;
    expect((await menu('?selectedCity=999999')).body).toEqual(home);
    expect((await menu('')).body).toEqual(home);
  });

  it.each(['abc', '-5', '0', '1.5', '1e400'])('selectedCity=%s is a 400 with a Russian message, never a 500', async (value) => {
    const { status, body } = await menu(`?selectedCity=${value}`);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^Некорректный запрос: параметр запроса «selectedCity»/);
  });
});
