/** Test ids of the shell's frame and pages. */
export const shell = {
  header: '[data-testid="shell-header"]',
  footer: '[data-testid="shell-footer"]',
  headerPhone: '[data-testid="shell-header-phone"]',
  footerPhone: '[data-testid="shell-footer-phone"]',
  catalogButton: '[data-testid="shell-catalog-button"]',
  catalogLink: '[data-testid="shell-catalog-link"]',
  catalogueMenu: '[data-testid="shell-catalogue-menu"]',
  catalogueMain: '[data-testid="shell-catalogue-main"]',
  cataloguePanel: '[data-testid="shell-catalogue-panel"]',
  breadcrumbs: '[data-testid="shell-breadcrumbs"]',
  breadcrumbsJsonLd: 'script#shell-breadcrumbs-jsonld',
  searchSlot: '[data-testid="shell-search-slot"]',
  /**
   * The header's search field, whichever draws it: the shell's plain field until the first use,
   * then mf-catalog's box (catalog-search-input), which takes over what was typed and the focus.
   */
  searchField: '[data-testid="shell-search-slot"] input[type="search"]',
  cityButton: '[data-testid="shell-city-button"]',
  cityModal: '[data-testid="shell-city-modal"]',
  notFound: '[data-testid="shell-not-found"]',
  subscription: '[data-testid="shell-subscription"]',
  feedbackForm: '[data-testid="shell-feedback-form"]',
  shopList: '[data-testid="shell-shop-list"]',
  shop: '[data-testid="shell-shop"]',
  shopsMap: '[data-testid="shell-shops-map"]',
  contactsPhone: '[data-testid="shell-contacts-phone"]',
  page: (key: string) => `[data-testid="shell-page-${key}"]`,
} as const;
