/** The results page of a query. */
export const searchPagePath = (query: string): string => `/search?q=${encodeURIComponent(query.trim())}`;
