export { PageBreadcrumbs } from './ui/breadcrumbs';
