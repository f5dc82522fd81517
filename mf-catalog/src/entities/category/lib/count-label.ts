import { GOODS_FORMS, formatNumber, pluralRu } from '@store/domain';

/** «1 товар», «3 товара», «12 товаров». */
export const productCountLabel = (count: number): string => `${formatNumber(count)} ${pluralRu(count, GOODS_FORMS)}`;
