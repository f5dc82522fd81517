import { NotFoundState } from '@store/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
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
        <NotFoundState title="Страница не найдена" text="Проверьте адрес или выберите раздел в каталоге." />
      </div>
    );
  }
  return route.kind === 'product' ? <ProductView /> : <CategoryView />;
}
