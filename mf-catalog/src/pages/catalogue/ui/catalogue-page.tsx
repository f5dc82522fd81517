import { NotFoundState } from '@store/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { NOT_FOUND_VIEWS } from '../config/not-found';
import { $route, pageLeft } from '../model/page';
import { CategoryView } from './category-view';
import { ProductView } from './product-view';
import './catalogue-page.css';

/** Every `/store/...` page: the catalogue root, a category, a product, or not found. */
export function CataloguePage() {
  const [route, left] = useUnit([$route, pageLeft]);
  useEffect(() => () => left(), [left]);
  if (route.kind === 'invalid') {
    return (
      <div data-boundary="catalog" data-testid="catalog-not-found">
        <NotFoundState {...NOT_FOUND_VIEWS.page} />
      </div>
    );
  }
  return route.kind === 'product' ? <ProductView /> : <CategoryView />;
}
