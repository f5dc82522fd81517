// Async boundary before any shared module is used (module-federation-examples discussion #2042).
import('./bootstrap');
