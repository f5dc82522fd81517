import { request, type Answer } from '@store/api-client';
import { createEffect } from 'effector';

export type AccountUser = Answer<'/api/user/{id}', 'get'>;

/** The signed-in shopper's account data: an order uses it (SPEC §5). */
export const fetchAccountFx = createEffect((id: number) => request('get', '/api/user/{id}', { path: { id } }));
