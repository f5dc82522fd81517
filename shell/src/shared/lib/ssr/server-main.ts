import { createContext } from 'react';

/**
 * The server's `<main>` when the layout adopted it (decision 0047): a server-rendered page inside it
 * is hydrated where it is, not moved.
 */
export const ServerMainContext = createContext<HTMLElement | null>(null);
