/** What the table needs of a compared item: its own (deepest) category and its attributes. */
export interface Comparable {
  category: { id: number; name: string } | null;
  attributes: Record<string, string>;
}

/** One category of the comparison. */
export interface CompareGroup<T extends Comparable> {
  categoryId: number;
  name: string;
  entries: T[];
}

export interface AttributeRow {
  name: string;
  /** One value per card, «—» where a product does not state it. */
  values: string[];
  /** Not every card has the same value: highlighted, and kept by «только различия». */
  differs: boolean;
}

export const MISSING_VALUE = '—';

/** Groups items by their own category, in the order categories first appear. Items without one are left out. */
export function groupByCategory<T extends Comparable>(entries: readonly T[]): CompareGroup<T>[] {
  const groups = new Map<number, CompareGroup<T>>();
  for (const entry of entries) {
    if (!entry.category) continue;
    const group = groups.get(entry.category.id) ?? { categoryId: entry.category.id, name: entry.category.name, entries: [] };
    group.entries.push(entry);
    groups.set(entry.category.id, group);
  }
  return [...groups.values()];
}

/** The attribute table of a group: every attribute any card states, in the order first seen. */
export function attributeRows(cards: readonly Comparable[]): AttributeRow[] {
  const names: string[] = [];
  for (const card of cards) for (const name of Object.keys(card.attributes)) if (!names.includes(name)) names.push(name);
  return names.map((name) => {
    const values = cards.map((card) => card.attributes[name]?.trim() || MISSING_VALUE);
    return { name, values, differs: new Set(values.map((v) => v.toLowerCase())).size > 1 };
  });
}
