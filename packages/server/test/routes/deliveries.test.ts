import { createTestContext, type TestContext } from '../helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('GET /api/order-deliveries (SPEC §7, §9 delivery types)', () => {
  it('lists pickup (2), in-city courier (4, free) and courier company (5) with Russian names', async () => {
    const res = await ctx.app.inject({ url: '/api/order-deliveries' });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: number; name: string; price: number | null }[];
    expect(items.map((i) => i.id)).toEqual([2, 4, 5]);
    for (const item of items) expect(item.name).toMatch(/[А-Яа-я]/);
    expect(items.find((i) => i.id === 4)!.price).toBe(0);
    expect(items.find((i) => i.id === 5)!.price).toBeNull();
  });
});
