const format = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Russian currency format with up to 2 decimals and ₽: «12 345 ₽», «99,5 ₽». */
export const formatPrice = (amount: number): string => format.format(amount);
