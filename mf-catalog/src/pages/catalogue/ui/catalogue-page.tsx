import { NotFoundState } from '@store/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { NOT_FOUND_VIEWS } from '../config/not-found';
import { $notFoundView, $route, pageLeft } from '../model/page';
import { CategoryKindView, ProductKindView } from './kind-views';
import './kind-styles.css';
import './catalogue-page.css';

/** Every `/store/...` page: the catalogue root, a category, a product, or not found. */
export function CataloguePage() {
  const [route, notFound, left] = useUnit([$route, $notFoundView, pageLeft]);
  useEffect(() => () => left(), [left]);
  // One not-found view for an invalid address, an unknown category and an unknown product.
  if (notFound) {
    return (
      <div data-boundary="catalog" data-testid="catalog-not-found">
        <NotFoundState {...NOT_FOUND_VIEWS[notFound]} />
      </div>
    );
  }
  // Each kind's code loads for its own routes only (decision 0045); until it is here (a first
  // move to the other kind), the kind's skeleton stands in.
  return route.kind === 'product' ? <ProductKindView key="product" /> : <CategoryKindView key="category" />;
}
