import { Button } from '@store/ui';
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $permissionPending, $ratingProductId, rateClicked } from '../model/rate-product';

// The form and its library (react-final-form) load when the form opens, not with every product page
// (decision 0033).
const RatingModal = lazy(() => import('./rating-modal').then((module) => ({ default: module.RatingModal })));

export interface RateProductButtonProps {
  productId: number;
}

/** «Оценить товар»: checks the permission, then opens the rating form (or asks a guest to sign in). */
export function RateProductButton({ productId }: RateProductButtonProps) {
  const [pending, rate, openFor] = useUnit([$permissionPending, rateClicked, $ratingProductId]);
  return (
    <>
      <Button variant="outlined" loading={pending} data-testid="catalog-rate-button" onClick={() => rate(productId)}>
        Оценить товар
      </Button>
      {openFor === productId && (
        <Suspense fallback={null}>
          <RatingModal productId={productId} />
        </Suspense>
      )}
    </>
  );
}
