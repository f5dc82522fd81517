import { $pageMeta } from '@store/bus';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { routeOf } from '../../../shared/config/route-table';
import { applyHead, headTagsFor } from '../../../shared/lib/head';
import { $location } from '../../../shared/lib/location';

const NOT_FOUND = { title: 'Страница не найдена', description: 'Такой страницы нет в магазине ТехноСибирь' };

/** Keeps the document head in step with the location and the page's meta on the bus. */
export function HeadManager() {
  const [meta, location] = useUnit([$pageMeta, $location]);
  useEffect(() => {
    const fallback = routeOf(location.pathname) ?? NOT_FOUND;
    applyHead(
      document,
      headTagsFor({ meta, pathname: location.pathname, search: location.search, origin: window.location.origin, fallback }),
    );
  }, [meta, location]);
  return null;
}
