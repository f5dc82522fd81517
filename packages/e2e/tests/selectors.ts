/** Test ids of the composition, prefixed by the app that owns them. */
export const sel = {
  header: '[data-testid="shell-header"]',
  footer: '[data-testid="shell-footer"]',
  cityButton: '[data-testid="shell-city-button"]',
  cityModal: '[data-testid="shell-city-modal"]',
  fallback: '[data-testid="shell-remote-fallback"]',
  catalogHome: '[data-testid="catalog-home"]',
  catalogCategories: '[data-testid="catalog-categories"]',
  catalogCategory: '[data-testid="catalog-category"]',
  catalogCity: '[data-testid="catalog-home-city"]',
  cartPage: '[data-testid="cart-page"]',
  profileGuest: '[data-testid="profile-guest"]',
} as const;
