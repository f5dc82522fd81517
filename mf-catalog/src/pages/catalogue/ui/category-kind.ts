/**
 * The category page kind: its view with its model (filters, sort, pages), one chunk apart (decision
 * 0045). `evaluate` runs its model and its view in tasks of their own (decision 0048). "eager": the
 * same chunk, no request more.
 */
import { yieldToMain } from '@store/ui/src/yield-to-main';

export async function evaluate() {
  await yieldToMain();
  await import(/* webpackMode: "eager" */ '../model/category');
  await yieldToMain();
  return import(/* webpackMode: "eager" */ './category-view');
}
