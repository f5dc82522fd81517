export { renderWithScope } from './render-with-scope';
