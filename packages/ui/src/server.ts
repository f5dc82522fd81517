/**
 * The components the shell's server render draws into the first HTML (packages/ssr): the crumbs and
 * the footer, without the rest of the kit, which is browser code (dialogs, media hooks, forms).
 */
export { Breadcrumbs } from './navigation/breadcrumbs';
export type { BreadcrumbsProps, BreadcrumbItem } from './navigation/breadcrumbs';
export { StoreFooter, FOOTER_SUBSCRIPTION_ATTRIBUTE } from './footer/store-footer';
export type { StoreFooterProps, FooterColumn, FooterLink } from './footer/store-footer';
export { NewsletterForm } from './footer/newsletter-form';
export type { NewsletterFormProps } from './footer/newsletter-form';
