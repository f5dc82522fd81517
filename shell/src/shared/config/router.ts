/** React Router v7 behaviour now (navigation in a transition, splat-relative links), without warnings. */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
