/**
 * Assembly service offered with a product (SPEC §9): the highest assemblyService price among the
 * product's categories, none when the title says the product comes assembled («+сборка»).
 * Only the product's own categories count, as for the delivery prepayment.
 */

/** The assembly setting of one of the product's own categories. */
export interface AssemblyCategory {
  assemblyService: { price: number } | null;
}

const INCLUDED_MARK = '+сборка';

/** Price of the assembly service for this product, or null when none is offered. */
export function assemblyServicePrice(product: { title: string; categories: readonly AssemblyCategory[] }): number | null {
  if (product.title.toLowerCase().includes(INCLUDED_MARK)) return null;
  const prices = product.categories.map((c) => c.assemblyService?.price ?? 0).filter((price) => price > 0);
  return prices.length > 0 ? Math.max(...prices) : null;
}
