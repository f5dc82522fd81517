/** Договор купли-продажи */
export { SalesRulesPage as default } from './ui/sales-rules-page';
