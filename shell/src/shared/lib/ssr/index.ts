export { SsrIsland } from './ssr-island';
export type { SsrIslandProps } from './ssr-island';
export { adoptServerFooter, adoptServerMain, islandFor, readSsrState, ssrValues, yieldToMain } from './state';
export type { Island, ServerFooter, ServerMain, SsrState } from './state';
export { ServerMainContext } from './server-main';
export { hasStartAnswers, takeStartAnswer, resetStartAnswers } from './start-answers';
export type { StartAnswers } from './start-answers';
