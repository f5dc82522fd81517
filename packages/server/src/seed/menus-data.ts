/** Menus of the page shell; hrefs are the routes of SPEC §2. */
export const MENUS: { code: string; title: string; items: [string, string][] }[] = [
  {
    code: 'top-menu-new',
    title: 'Верхнее меню',
    items: [
      ['Адреса магазинов', '/point'],
      ['Бонусная программа', '/bonusnaya-programma'],
      ['Обмен и возврат', '/page/obmen-i-vozvrat-tovara'],
      ['Контакты', '/contacts'],
    ],
  },
  {
    code: 'header-bottom-menu',
    title: 'Популярные разделы',
    items: [
      ['Бытовая техника', '/store/bytovaya-tehnika'],
      ['Инструмент', '/store/instrument'],
      ['Электроника', '/store/elektronika'],
      ['Ноутбуки', '/store/komp/noutbuki'],
      ['Климатическая техника', '/store/klimat'],
      ['Садовая техника', '/store/instrument/sadovaya-tehnika'],
      ['Масла и смазки', '/store/instrument/raskhodnye-materialy/masla'],
    ],
  },
  {
    code: 'bottom-menu-about',
    title: 'О компании',
    items: [
      ['Контакты', '/contacts'],
      ['Адреса магазинов', '/point'],
      ['Бонусная программа', '/bonusnaya-programma'],
    ],
  },
  {
    code: 'bottom-menu-buyer',
    title: 'Покупателю',
    items: [
      ['Договор купли-продажи', '/docs/pravila_prodazhi'],
      ['Пользовательское соглашение', '/docs/polzovatelscoye_soglashenie/polzovatelscoye_soglashenie.pdf'],
      ['Обмен и возврат товара', '/page/obmen-i-vozvrat-tovara'],
    ],
  },
  {
    code: 'bottom-menu-help',
    title: 'Помощь',
    items: [
      ['Обратная связь', '/feedback?category=7'],
      ['Личный кабинет', '/profile'],
      ['Мои заказы', '/profile/orders?page=1&status=1'],
    ],
  },
];
