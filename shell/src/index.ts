// Async boundary: shared modules (react, effector, the bus) are negotiated before bootstrap runs
// (module-federation-examples discussion #2042).
import('./bootstrap');
