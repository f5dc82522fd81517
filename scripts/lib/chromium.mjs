// The Chromium launch settings live once, in chromium.cjs (jest's CommonJS tests read it too).
export { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.cjs';
