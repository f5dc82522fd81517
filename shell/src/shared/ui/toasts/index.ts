/** The store's toasts: any part asks through the bus (`toastRequested`), the app mounts the host once. */
export { ToastHost } from './toast-host';
