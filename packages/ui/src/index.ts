export { breakpoints, shellBreakpoints } from './tokens';
export { Button } from './button';
