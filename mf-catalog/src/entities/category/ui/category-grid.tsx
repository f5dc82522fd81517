import type { MenuCategory } from '@store/api-client';
import { categoryPath } from '@store/domain';
import { Button } from '@store/ui';
import { useUnit } from 'effector-react';
import { Link } from '@store/router';
import { $categories, $status, retryClicked } from '../model/category-menu';
import { productCountLabel } from '../lib/count-label';
import './category-grid.css';

const SKELETON_TILES = 8;

/** Top categories of the menu as tiles with product counts for the city (home, catalogue root). */
export function CategoryGrid() {
  const [categories, status, retry] = useUnit([$categories, $status, retryClicked]);

  if (status === 'error' && categories.length === 0) {
    return (
      <div className="catalog-error" role="alert" data-testid="catalog-menu-error">
        <p>Не удалось загрузить категории. Проверьте подключение и попробуйте ещё раз.</p>
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

  return <CategoryTiles categories={categories} />;
}

/** Tiles of categories under `parentSlugs`, each with its count and its first children. */
export function CategoryTiles({ categories, parentSlugs = [] }: { categories: MenuCategory[]; parentSlugs?: string[] }) {
  return (
    <ul className="catalog-grid" data-testid="catalog-categories">
      {categories.map((category) => {
        const slugs = [...parentSlugs, category.slug];
        return (
          <li key={category.id} className="catalog-tile" data-testid="catalog-category">
            <Link className="catalog-tile__title" to={categoryPath(slugs)}>
              {category.name}
            </Link>
            <span className="catalog-tile__count">{productCountLabel(category.count)}</span>
            {category.children.length > 0 && (
              <ul className="catalog-tile__children">
                {category.children.slice(0, 5).map((child) => (
                  <li key={child.id}>
                    <Link to={categoryPath([...slugs, child.slug])}>{child.name}</Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
