import { request } from '@store/api-client';
import { createEffect } from 'effector';

/** One product (or one marked-down item of it) with the city's prices: the one-click order's goods. */
export const fetchProductFx = createEffect(
  ({ productId, cityId, defectSerialNumber }: { productId: number; cityId: number; defectSerialNumber: string | null }) =>
    request('get', '/api/product/{id}', {
      path: { id: productId },
      query: { selectedCity: cityId, defectSerialNumber: defectSerialNumber ?? undefined },
    }),
);
