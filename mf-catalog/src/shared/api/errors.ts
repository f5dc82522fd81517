import { ApiError } from '@store/api-client';

/** The API said there is no such category, product or marked-down item (SPEC §8: stored as '404'). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
