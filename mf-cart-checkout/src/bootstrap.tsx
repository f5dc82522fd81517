import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@store/router';
import '@store/ui/src/tokens.css';
import CartPage, { pageStarted } from './pages/cart';

// Standalone mode for the team's own development, in a scope of its own.
const scope = fork();
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <Provider value={scope}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<CartPage />} />
        </Routes>
      </BrowserRouter>
    </Provider>,
  );
  void allSettled(pageStarted, { scope, params: { pathname: window.location.pathname, search: window.location.search } });
}
