import { createEvent, createStore } from 'effector';

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

/** Show a toast (6 s, bottom right, SPEC §9). Handled by the shell. */
export const toastRequested = createEvent<{ message: string; variant?: ToastVariant }>();

/**
 * What a page says about itself for the document head and the breadcrumbs. Set by the page's
 * owner once its data is known; the shell writes title, description, canonical and Open Graph
 * tags, and uses `title` as the last crumb of a `.html` page.
 */
export interface PageMeta {
  /** The page's own title (a product's name, a category's name), without the store's name. */
  title: string;
  description?: string;
  /** Path (or absolute URL) of the canonical page, e.g. `/store/komp/noutbuki/123.html`. */
  canonical?: string;
  /** Absolute or root-relative picture for Open Graph. */
  image?: string;
  /** Structured data of the page (e.g. schema.org Product), written as JSON-LD by the shell. */
  jsonLd?: Record<string, unknown>;
  /** The path the meta belongs to; the shell ignores meta of a page the shopper already left. */
  path: string;
  /**
   * The page shows its not-found view (no such category, product or marked-down item): the shell's
   * server answers it with HTTP 404 and `noindex`, so search engines drop the address.
   */
  notFound?: boolean;
}

/** A page's meta became known (see PageMeta). Owner: whoever draws the page. */
export const pageMetaChanged = createEvent<PageMeta>();

export const $pageMeta = createStore<PageMeta | null>(null).on(pageMetaChanged, (_, meta) => meta);

/** What shoppers see of the store's settings, read from the API at run time by the shell. */
export interface StoreSettings {
  /** SPEC §1: the support phone, e.g. «+7 (800) 555-35-35». */
  supportPhone: string;
  /** SPEC §1: «10:00-19:00», Irkutsk time. */
  supportHours: string;
  /** SPEC §1: a demo site blocks payments and orders and shows a notice. */
  demo: boolean;
  /** SPEC §5: on a development host only phones of the special list get codes. */
  developmentHost: boolean;
  /** Яндекс Метрика's counter id when the store is configured for it; absent or null: no analytics. */
  metrikaCounterId?: number | null;
  /** reCAPTCHA's site key when the API checks captchas with Google; absent or null: the local checkbox. */
  recaptchaSiteKey?: string | null;
}

/** The shell read the store's settings. Owner: shell. */
export const storeSettingsLoaded = createEvent<StoreSettings>();

/** Null until the shell has read them; parts that need the phone fall back to the domain's default. */
export const $storeSettings = createStore<StoreSettings | null>(null).on(storeSettingsLoaded, (_, settings) => settings);

/**
 * SPEC §1: the support phone, named in the §8 texts. Null until the settings have arrived (an empty
 * setting counts as none): texts then end without it. The one derivation every part reads.
 */
export const $supportPhone = $storeSettings.map((settings) => settings?.supportPhone || null);

/** SPEC §1: a demo site blocks orders and payments. False until the settings say otherwise. */
export const $demoSite = $storeSettings.map((settings) => settings?.demo === true);
