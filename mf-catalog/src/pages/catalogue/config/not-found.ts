/** The not-found views of the catalogue page: the title is also the page's title in the head. */
export const NOT_FOUND_VIEWS = {
  page: { title: 'Страница не найдена', text: 'Проверьте адрес или выберите раздел в каталоге.' },
  category: {
    title: 'Категория не найдена',
    text: 'Такой категории нет в каталоге. Выберите раздел в каталоге или вернитесь на главную.',
  },
  product: { title: 'Товар не найден', text: 'Такого товара нет в каталоге или он больше не продаётся.' },
} as const;

export type NotFoundView = keyof typeof NOT_FOUND_VIEWS;
