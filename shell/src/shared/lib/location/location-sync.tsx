import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation } from '@store/router';
import { locationChanged } from './model';

/** Mirrors the router's location into the shell's scope (breadcrumbs, head, menus read it there). */
export function LocationSync() {
  const { pathname, search } = useLocation();
  const changed = useUnit(locationChanged);
  useEffect(() => {
    changed({ pathname, search });
  }, [changed, pathname, search]);
  return null;
}
