export { PageBreadcrumbs } from './ui';
export { buildBreadcrumbs, breadcrumbListJsonLd } from './lib/build-breadcrumbs';
