import { formatNumber } from '@store/domain';

const forms = { one: 'товар', few: 'товара', many: 'товаров', other: 'товара' } as const;
const rules = new Intl.PluralRules('ru-RU');

/** «1 товар», «3 товара», «12 товаров». */
export const productCountLabel = (count: number): string => `${formatNumber(count)} ${forms[rules.select(count) as keyof typeof forms]}`;
