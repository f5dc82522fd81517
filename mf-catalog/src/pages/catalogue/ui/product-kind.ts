/**
 * The product page kind: its view with its model (buy box, reviews, similar goods), one chunk apart
 * (decision 0045). `evaluate` runs its modules a feature per task (decision 0048), so no task holds
 * more than one feature's effector units; scripts/lint/start-up-slices.test.ts fails when a model the
 * view loads is missing from `slices`. "eager": the same chunk, no request more.
 */
import { inTasks } from '@store/ui';

const slices = [
  () => import(/* webpackMode: "eager" */ '../../../features/favourites'),
  () => import(/* webpackMode: "eager" */ '../../../features/compare'),
  () => import(/* webpackMode: "eager" */ '../../../features/rate-product'),
  () => import(/* webpackMode: "eager" */ '../model/product'),
];

export async function evaluate() {
  await inTasks(slices);
  return import(/* webpackMode: "eager" */ './product-view');
}
