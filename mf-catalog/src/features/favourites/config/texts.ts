/** Toasts of favourites; the spec names no texts for these failures. */
export const FAVOURITES_TEXTS = {
  addFailed: 'Не удалось добавить товар в избранное. Попробуйте позднее',
  removeFailed: 'Не удалось убрать товар из избранного. Попробуйте позднее',
  mergeFailed: 'Не удалось сохранить избранное в профиле: товары пока остались на этом устройстве',
} as const;

/** The API takes at most this many favourites in one push (MAX_FAVOURITES_PUSH of the server). */
export const FAVOURITES_PUSH_LIMIT = 200;
