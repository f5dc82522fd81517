/**
 * The category page kind: its view with its model (filters, sort, pages), one chunk apart (decision
 * 0045). `evaluate` runs its model and its view in tasks of their own (decision 0048). "eager": the
 * same chunk, no request more.
 */
import { inTasks } from '@store/ui/src/yield-to-main';

export async function evaluate() {
  await inTasks([() => import(/* webpackMode: "eager" */ '../model/category')]);
  return import(/* webpackMode: "eager" */ './category-view');
}
