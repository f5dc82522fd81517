/** One page kind's code, loaded once; what was loaded is at hand synchronously afterwards. */
export interface KindCode<T> {
  /** Loads the code; a failed load is tried again on the next call. */
  load: () => Promise<T>;
  /** The code, once loaded. */
  loaded: () => T | null;
}

function kindCode<T>(importer: () => Promise<T>): KindCode<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load: () => {
      loading ??= importer().then(
        (code) => (loaded = code),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => loaded,
  };
}

/**
 * The code of each page kind (view and model), loaded for the route's kind only (decision 0045): one
 * import per kind, so the router's start of the kind's model and the page's view share one chunk.
 */
export const categoryKind = kindCode(() => import('../ui/category-kind').then((kind) => kind.evaluate()));
export const productKind = kindCode(() => import('../ui/product-kind').then((kind) => kind.evaluate()));
