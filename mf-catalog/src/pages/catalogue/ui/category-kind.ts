/**
 * The category page kind: its view with its model (filters, sort, pages), one chunk apart (decision
 * 0045). `evaluate` runs its model and its view in tasks of their own (decision 0048). "eager": the
 * same chunk, no request more.
 */
import { inTasks } from '@store/ui';

const slices = [() => import(/* webpackMode: "eager" */ '../model/category')];

export async function evaluate() {
  await inTasks(slices);
  return import(/* webpackMode: "eager" */ './category-view');
}
