import { Button } from '@store/ui';
import { useUnit } from 'effector-react';
import { $permissionPending, rateClicked } from '../model/rate-product';
import { RatingModal } from './rating-modal';

export interface RateProductButtonProps {
  productId: number;
}

/** «Оценить товар»: checks the permission, then opens the rating form (or asks a guest to sign in). */
export function RateProductButton({ productId }: RateProductButtonProps) {
  const [pending, rate] = useUnit([$permissionPending, rateClicked]);
  return (
    <>
      <Button variant="outlined" loading={pending} data-testid="catalog-rate-button" onClick={() => rate(productId)}>
        Оценить товар
      </Button>
      <RatingModal productId={productId} />
    </>
  );
}
