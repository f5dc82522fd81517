/** Money as Russian shoppers read it (SPEC §9): Russian locale, up to 2 decimals, with ₽. */
const rub = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** «12 345 ₽», «99,5 ₽», «10,46 ₽»; the group and currency spaces are the platform's non-breaking ones. */
export const formatPrice = (amount: number): string => rub.format(amount);
