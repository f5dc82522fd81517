import { formatNumber, pluralRu, type PluralForms } from '@store/domain';

const PRODUCT_FORMS: PluralForms = { one: 'товар', few: 'товара', many: 'товаров' };

/** «1 товар», «3 товара», «12 товаров». */
export const productCountLabel = (count: number): string => `${formatNumber(count)} ${pluralRu(count, PRODUCT_FORMS)}`;
