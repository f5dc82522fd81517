import { lazy, useState, type ComponentType } from 'react';
import { categoryKind, productKind, type KindCode } from '../lib/kinds';

function kindView<T>(code: KindCode<T>, view: (code: T) => ComponentType): ComponentType {
  function KindView() {
    // Chosen once per mount, so a view never remounts when its code arrives. Code already here
    // renders at once: the hydration of the server's markup never suspends, because a suspended
    // boundary that the page re-renders (its start after hydration) is rendered again in the
    // browser with its fallback — the skeleton would flash over the server's page.
    const [Component] = useState<ComponentType>(() => {
      const loaded = code.loaded();
      return loaded ? view(loaded) : lazy(() => code.load().then((ready) => ({ default: view(ready) })));
    });
    return <Component />;
  }
  return KindView;
}

export const CategoryKindView = kindView(categoryKind, (kind) => kind.CategoryView);
export const ProductKindView = kindView(productKind, (kind) => kind.ProductView);
