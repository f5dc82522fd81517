import { useUnit } from 'effector-react';
import { ProductRow } from '../../product/@x/view-history';
import { $historyCards } from '../model/view-history';

/** «Вы смотрели»: the viewed products, newest first; a product page leaves itself out. */
export function ViewedProducts({ except }: { except?: { id: number; defectSerialNumber: string | null } }) {
  const cards = useUnit($historyCards);
  const items = except ? cards.filter((card) => card.id !== except.id || card.defectSerialNumber !== except.defectSerialNumber) : cards;
  return <ProductRow title="Вы смотрели" items={items} testId="catalog-viewed" />;
}
