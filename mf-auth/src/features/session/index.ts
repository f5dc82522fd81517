/** auth/Session: the headless session of every page (SPEC §4 "Startup", logout); the shell calls `started`. */
export { started } from './model/session';
