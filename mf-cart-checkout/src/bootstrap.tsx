import { fork } from 'effector';
import { Route, Routes } from '@store/router';
import { renderStandalone, StartedPage } from '@store/ui/standalone';
import '@store/ui/tokens.css';
import CartPage, { pageStarted } from './pages/cart';

// Standalone mode for the team's own development, in a scope of its own.
renderStandalone(
  fork(),
  <Routes>
    <Route path="*" element={<StartedPage page={CartPage} started={pageStarted} />} />
  </Routes>,
);
