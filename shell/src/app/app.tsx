import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { BrowserRouter } from 'react-router-dom';
import { CityModal } from '../features/city';
import { ToastHost } from '../features/toasts';
import { AuthModalHost } from './auth-modal-host';
import { AppRoutes } from './routes';
import './styles.css';

/** The shell's one scope is provided to everything it mounts, remotes included. */
export function App({ scope }: { scope: Scope }) {
  return (
    <Provider value={scope}>
      <BrowserRouter>
        <AppRoutes />
        <CityModal />
        <AuthModalHost />
        <ToastHost />
      </BrowserRouter>
    </Provider>
  );
}
