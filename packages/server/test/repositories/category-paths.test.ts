import { ownCategories } from '../../src/repositories/product-paths';
import { createTestContext, type TestContext } from '../helpers';

/**
 * A product's page lives under its own category (a leaf before a branch, then the smallest id) at
 * that category's slug path. The paths are kept in `category_paths` (migration 033, decision 0065),
 * rebuilt by every statement that changes the tree; each answer below is checked against a plain
 * walk of the tree, as the store did before the paths were kept.
 */
const WALKED = `
  WITH RECURSIVE own AS (
    SELECT DISTINCT ON (pc.product_id) pc.product_id, pc.category_id
      FROM product_categories pc
     ORDER BY pc.product_id, pc.category_id IN (SELECT parent_id FROM categories WHERE parent_id IS NOT NULL), pc.category_id
  ), chain AS (
    SELECT own.product_id, c.parent_id, c.slug, 0 AS depth FROM own JOIN categories c ON c.id = own.category_id
    UNION ALL
    SELECT chain.product_id, c.parent_id, c.slug, chain.depth + 1 FROM chain JOIN categories c ON c.id = chain.parent_id WHERE chain.depth < 16
  )
  SELECT own.product_id, own.category_id, (SELECT array_agg(ch.slug ORDER BY ch.depth DESC) FROM chain ch WHERE ch.product_id = own.product_id) AS slugs
    FROM own ORDER BY own.product_id`;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

async function expectKeptPathsToMatchTheTree() {
  const walked = await ctx.db.query<{ product_id: number; category_id: number; slugs: string[] }>(WALKED);
  expect(walked.length).toBeGreaterThan(100);
  const kept = await ownCategories(
    ctx.db,
    walked.map((w) => w.product_id),
  );
  expect(walked.map((w) => ({ id: w.product_id, category: w.category_id, slugs: w.slugs }))).toEqual(
    walked.map((w) => ({ id: w.product_id, category: kept.get(w.product_id)?.id, slugs: kept.get(w.product_id)?.slugs })),
  );
  // The expression the listings and the search answer with gives the same paths.
  const listed = await ctx.db.query<{ product_id: number; slugs: string[] }>(
    `SELECT p.id AS product_id, (SELECT cp.slugs FROM product_categories pc JOIN category_paths cp ON cp.category_id = pc.category_id
        WHERE pc.product_id = p.id ORDER BY cp.branch, pc.category_id LIMIT 1) AS slugs
       FROM products p WHERE p.id = ANY($1::int[]) ORDER BY p.id`,
    [walked.map((w) => w.product_id)],
  );
  expect(listed.map((l) => l.slugs)).toEqual(walked.map((w) => w.slugs));
  return walked;
}

/** A leaf category with products, its parent and the parent's parent. */
async function aLeaf() {
  const [leaf] = await ctx.db.query<{ id: number; slug: string; parent_id: number; grand: number | null }>(
    `SELECT c.id, c.slug, c.parent_id, p.parent_id AS grand FROM categories c JOIN categories p ON p.id = c.parent_id
      WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)
        AND EXISTS (SELECT 1 FROM product_categories pc WHERE pc.category_id = c.id)
      ORDER BY c.id LIMIT 1`,
  );
  return leaf!;
}

describe('the own category and slug path of a product follow the category tree as it changes (SPEC §2 addresses)', () => {
  it('as seeded: every product under its leaf, at the path from the top', async () => {
    const walked = await expectKeptPathsToMatchTheTree();
    expect(walked.every((w) => w.slugs.length >= 2)).toBe(true);
  });

  it('a renamed slug moves every page under it at once', async () => {
    const leaf = await aLeaf();
    await ctx.db.query(`UPDATE categories SET slug = slug || '-novyi' WHERE id = $1`, [leaf.parent_id]);
    const walked = await expectKeptPathsToMatchTheTree();
    const moved = walked.filter((w) => w.category_id === leaf.id);
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.every((w) => w.slugs.at(-2)?.endsWith('-novyi') && w.slugs.at(-1) === leaf.slug)).toBe(true);
  });

  it('a category moved under another parent, a new child that makes a leaf a branch, and a deleted category', async () => {
    const leaf = await aLeaf();
    const [other] = await ctx.db.query<{ id: number; slug: string }>(
      'SELECT id, slug FROM categories WHERE parent_id IS NULL AND id <> $1 ORDER BY id LIMIT 1',
      [leaf.grand],
    );
    await ctx.db.query('UPDATE categories SET parent_id = $2 WHERE id = $1', [leaf.id, other!.id]);
    let walked = await expectKeptPathsToMatchTheTree();
    expect(walked.filter((w) => w.category_id === leaf.id).every((w) => w.slugs.join('/') === `${other!.slug}/${leaf.slug}`)).toBe(true);

    // A child under the leaf, and one product of the leaf linked to it too: the new leaf is its page now.
    const [{ id: child } = { id: 0 }] = await ctx.db.query<{ id: number }>(
      `INSERT INTO categories (id, parent_id, slug, name, sort) SELECT max(id) + 1, $1, 'podkategoriya', 'Подкатегория', 0 FROM categories RETURNING id`,
      [leaf.id],
    );
    const [{ product_id: product } = { product_id: 0 }] = await ctx.db.query<{ product_id: number }>(
      'SELECT product_id FROM product_categories WHERE category_id = $1 ORDER BY product_id LIMIT 1',
      [leaf.id],
    );
    await ctx.db.query('INSERT INTO product_categories (product_id, category_id) VALUES ($1, $2)', [product, child]);
    walked = await expectKeptPathsToMatchTheTree();
    expect(walked.find((w) => w.product_id === product)?.slugs).toEqual([other!.slug, leaf.slug, 'podkategoriya']);

    await ctx.db.query('DELETE FROM product_categories WHERE category_id = $1', [child]);
    await ctx.db.query('DELETE FROM categories WHERE id = $1', [child]);
    walked = await expectKeptPathsToMatchTheTree();
    expect(walked.find((w) => w.product_id === product)?.slugs).toEqual([other!.slug, leaf.slug]);
    expect(await ctx.db.query('SELECT 1 FROM category_paths WHERE category_id = $1', [child])).toEqual([]);
  });
});
