import { COMPARE_LIMIT, compareLimitText } from '@store/domain';

/**
 * At most this many items of one category are compared (as large retailers do): a table of more
 * columns is unreadable on a phone, and each visitor's item costs one product request on the page.
 */
export const COMPARE_PER_CATEGORY = 4;
/** Across categories: the domain's one number for the local list and the API. */
export const COMPARE_TOTAL = COMPARE_LIMIT;

export const COMPARE_TEXTS = {
  categoryFull: `В сравнении уже ${COMPARE_PER_CATEGORY} товара этой категории. Уберите один, чтобы добавить другой`,
  totalFull: compareLimitText(),
  addFailed: 'Не удалось добавить товар к сравнению. Попробуйте позднее',
  removeFailed: 'Не удалось убрать товар из сравнения. Попробуйте позднее',
  mergeFailed: 'Не удалось сохранить сравнение в профиле: товары пока остались на этом устройстве',
  emptyTitle: 'В сравнении пока нет товаров',
  emptyText: 'Нажмите «Сравнить» на странице товара, чтобы сопоставить характеристики.',
  loadFailed: 'Не удалось загрузить товары для сравнения.',
} as const;
