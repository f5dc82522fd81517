/** catalog/HomePage: the home page's catalogue content. */
export { HomePage as default } from './ui/home-page';
