/** The category page kind: its view with its model (filters, sort, pages), one chunk apart (decision 0045). */
export { CategoryView } from './category-view';
