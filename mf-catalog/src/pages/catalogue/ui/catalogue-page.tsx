import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { MenuCategory } from '@store/api-client';
import { $categories, $status, CategoryGrid, menuNeeded, productCountLabel } from '../../../entities/category';

function findPath(categories: MenuCategory[], slugs: string[]): MenuCategory | null {
  let level = categories;
  let found: MenuCategory | null = null;
  for (const slug of slugs) {
    found = level.find((c) => c.slug === slug) ?? null;
    if (!found) return null;
    level = found.children;
  }
  return found;
}

/** Catalogue root and category pages: the tree of subcategories with counts for the city. */
export function CataloguePage() {
  const params = useParams();
  const slugs = (params['*'] ?? '').split('/').filter(Boolean);
  const [categories, status, needed] = useUnit([$categories, $status, menuNeeded]);
  useEffect(() => needed(), [needed]);
  const category = slugs.length > 0 ? findPath(categories, slugs) : null;

  if (slugs.length === 0) {
    return (
      <section data-boundary="catalog" data-testid="catalog-root">
        <h1>Каталог</h1>
        <CategoryGrid />
      </section>
    );
  }

  if (!category) {
    return (
      <section data-boundary="catalog" data-testid="catalog-category-page">
        {status === 'ready' ? (
          <p role="alert">
            Такой категории нет. Выберите раздел из <Link to="/store">каталога</Link>.
          </p>
        ) : (
          <p aria-busy="true">Загрузка…</p>
        )}
      </section>
    );
  }

  return (
    <section data-boundary="catalog" data-testid="catalog-category-page">
      <h1>{category.name}</h1>
      <p>{productCountLabel(category.count)}</p>
      <ul>
        {category.children.map((child) => (
          <li key={child.id}>
            <Link to={`/store/${[...slugs, child.slug].join('/')}`}>{child.name}</Link> — {productCountLabel(child.count)}
          </li>
        ))}
      </ul>
    </section>
  );
}
