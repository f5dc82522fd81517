import type { Queryable } from '../db';

export interface CategoryNode {
  id: number;
  slug: string;
  name: string;
  count: number;
  children: CategoryNode[];
}

interface CategoryRow {
  id: number;
  parent_id: number | null;
  slug: string;
  name: string;
}

/** The catalogue as the storefront reads it. */
export function catalogRepository(db: Queryable) {
  return {
    /** The category tree; `count` = products with a price for the stock code in the category and below. */
    async categoryMenu(stockCode: number): Promise<CategoryNode[]> {
      const [categories, counts] = await Promise.all([
        db.query<CategoryRow>('SELECT id, parent_id, slug, name FROM categories ORDER BY sort, id'),
        db.query<{ category_id: number; count: number }>(
          `SELECT pc.category_id, count(*)::int AS count
             FROM product_categories pc
             JOIN product_prices pp ON pp.product_id = pc.product_id AND pp.stock_code = $1
            GROUP BY pc.category_id`,
          [stockCode],
        ),
      ]);
      const own = new Map(counts.map((c) => [c.category_id, c.count]));
      const nodes = new Map<number, CategoryNode>(
        categories.map((c) => [c.id, { id: c.id, slug: c.slug, name: c.name, count: 0, children: [] }]),
      );
      const roots: CategoryNode[] = [];
      for (const row of categories) {
        const node = nodes.get(row.id) as CategoryNode;
        const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
        if (parent) parent.children.push(node);
        else roots.push(node);
      }
      const total = (node: CategoryNode): number =>
        (node.count = (own.get(node.id) ?? 0) + node.children.reduce((sum, child) => sum + total(child), 0));
      roots.forEach(total);
      return roots;
    },
  };
}
