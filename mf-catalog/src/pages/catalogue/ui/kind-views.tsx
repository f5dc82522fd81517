import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { categoryKind, productKind, type KindCode } from '../lib/kinds';
import { CategorySkeleton, ProductSkeleton } from './skeletons';

function kindView<T>(code: KindCode<T>, view: (code: T) => ComponentType, skeleton: ReactNode): ComponentType {
  function KindView() {
    // Chosen once per mount, so a view never remounts when its code arrives. Code already here
    // renders at once and without a Suspense boundary: React hydrates a boundary's content in a
    // later pass, and a boundary the page re-renders before that (its start after hydration) is
    // rendered again in the browser with its fallback — a skeleton over the server's page. The
    // server's render and the shell's hydration always find the code here (decision 0045).
    const [Lazy] = useState<ComponentType | null>(() =>
      code.loaded() ? null : lazy(() => code.load().then((ready) => ({ default: view(ready) }))),
    );
    const loaded = code.loaded();
    if (!Lazy && loaded) {
      const View = view(loaded);
      return <View />;
    }
    return <Suspense fallback={skeleton}>{Lazy && <Lazy />}</Suspense>;
  }
  return KindView;
}

export const CategoryKindView = kindView(categoryKind, (kind) => kind.CategoryView, <CategorySkeleton />);
export const ProductKindView = kindView(productKind, (kind) => kind.ProductView, <ProductSkeleton />);
