import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $toasterNeeded } from './model';

const Toaster = lazy(() => import('./toaster'));

/** Mounts the toast host on the first toast request, so pages without toasts do not load notistack. */
export function ToastHost() {
  const needed = useUnit($toasterNeeded);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
