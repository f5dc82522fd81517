import type { Queryable } from '../db';

/** Menus of the page shell by code (SPEC §7 /api/menu/code). */
export function menuRepository(db: Queryable) {
  return {
    async byCodes(codes: string[]) {
      const menus = await db.query<{ code: string; title: string }>('SELECT code, title FROM menus WHERE code = ANY($1::text[])', [codes]);
      const items = await db.query<{ id: number; menu_code: string; title: string; href: string }>(
        'SELECT id, menu_code, title, href FROM menu_items WHERE menu_code = ANY($1::text[]) ORDER BY sort, id',
        [codes],
      );
      // Answer in the order the codes were asked for (footer columns).
      return codes.flatMap((code) => {
        const menu = menus.find((m) => m.code === code);
        if (!menu) return [];
        return [
          { code, title: menu.title, items: items.filter((i) => i.menu_code === code).map(({ id, title, href }) => ({ id, title, href })) },
        ];
      });
    },
  };
}
