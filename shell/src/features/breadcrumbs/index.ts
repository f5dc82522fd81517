export { PageBreadcrumbs } from './ui/breadcrumbs';
export { buildBreadcrumbs, breadcrumbListJsonLd } from './lib/build-breadcrumbs';
