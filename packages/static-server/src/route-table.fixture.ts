/** A shell's routes.json as its build writes it, for the tests of the pages the server answers. */
export const SHELL_ROUTES = {
  routes: [
    { path: '/', remote: 'catalog', module: 'HomePage', title: 'Главная', description: 'Магазин техники' },
    { path: '/store/*', remote: 'catalog', module: 'CataloguePage', title: 'Каталог', description: 'Каталог товаров' },
    { path: '/cart', remote: 'cart_checkout', module: 'CartPage', title: 'Корзина', description: 'Корзина' },
    { path: '/profile/*', remote: 'profile', module: 'ProfilePage', title: 'Личный кабинет', description: 'Кабинет' },
    // `&`: the head escapes a route's description.
    { path: '/contacts', page: 'contacts', title: 'Контакты', description: 'Телефон & адреса' },
  ],
};
