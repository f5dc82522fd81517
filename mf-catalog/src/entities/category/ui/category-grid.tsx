import type { MenuCategory } from '@store/api-client';
import { Button } from '@store/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { $categories, $status, menuNeeded, retryClicked } from '../model/category-menu';
import { productCountLabel } from '../lib/count-label';
import './category-grid.css';

const SKELETON_TILES = 8;

/** Top categories as tiles with product counts for the city and links to their subcategories. */
export function CategoryGrid() {
  const [categories, status, needed, retry] = useUnit([$categories, $status, menuNeeded, retryClicked]);
  useEffect(() => needed(), [needed]);

  if (status === 'error' && categories.length === 0) {
    return (
      <div className="catalog-error" role="alert" data-testid="catalog-menu-error">
        <p>Не удалось загрузить категории. Попробуйте ещё раз.</p>
        <Button onClick={() => retry()}>Повторить</Button>
      </div>
    );
  }

  if (categories.length === 0) {
    return (
      <ul className="catalog-grid" aria-busy="true" aria-label="Загрузка категорий">
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <li key={i} className="catalog-tile catalog-tile--skeleton" />
        ))}
      </ul>
    );
  }

  return (
    <ul className="catalog-grid" data-testid="catalog-categories">
      {categories.map((category) => (
        <CategoryTile key={category.id} category={category} />
      ))}
    </ul>
  );
}

function CategoryTile({ category }: { category: MenuCategory }) {
  return (
    <li className="catalog-tile" data-testid="catalog-category">
      <Link className="catalog-tile__title" to={`/store/${category.slug}`}>
        {category.name}
      </Link>
      <span className="catalog-tile__count">{productCountLabel(category.count)}</span>
      {category.children.length > 0 && (
        <ul className="catalog-tile__children">
          {category.children.slice(0, 5).map((child) => (
            <li key={child.id}>
              <Link to={`/store/${category.slug}/${child.slug}`}>{child.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
