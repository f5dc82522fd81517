import { isApiError } from './client';

/** The API said there is no such category, product or marked-down item (SPEC §8: stored as '404'). */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;
