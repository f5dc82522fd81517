import { categoryPath } from '@store/domain';
import { useUnit } from 'effector-react';
import { catalogueSearch, type CatalogueView } from '../lib/url-state';
import { $slugs } from '../model/category';

/** The shown category's address for a view (another page, sort, type or filters). */
export function useViewHref() {
  const slugs = useUnit($slugs);
  return (view: CatalogueView) => `${categoryPath(slugs)}${catalogueSearch(view)}`;
}
