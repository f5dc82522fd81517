export { SsrIsland } from './ssr-island';
export type { SsrIslandProps } from './ssr-island';
export { islandFor, readSsrState, ssrValues, yieldToMain } from './state';
export type { Island, SsrState } from './state';
export { hasStartAnswers, takeStartAnswer, resetStartAnswers } from './start-answers';
export type { StartAnswers } from './start-answers';
