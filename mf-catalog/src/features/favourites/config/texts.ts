/** The words of favourites; the spec names none for these. */
export const FAVOURITES_TEXTS = {
  emptyTitle: 'В избранном пока пусто',
  emptyText: 'Отмечайте товары сердечком, чтобы вернуться к ним позже.',
  loadFailed: 'Не удалось загрузить избранное.',
  addFailed: 'Не удалось добавить товар в избранное. Попробуйте позднее',
  removeFailed: 'Не удалось убрать товар из избранного. Попробуйте позднее',
  mergeFailed: 'Не удалось сохранить избранное в профиле: товары пока остались на этом устройстве',
} as const;
