/**
 * The product page kind: its view with its model (buy box, reviews, similar goods), one chunk apart
 * (decision 0045). `evaluate` runs its modules a feature per task (decision 0048): evaluating the
 * chunk at once, effector building the units of favourites, compare, rating and the product's
 * model, was one task of 130–160 ms with the CPU 4× slower. "eager": the same chunk, no request more.
 */
import { inTasks } from '@store/ui/src/yield-to-main';

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
