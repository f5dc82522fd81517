import { sessionChecked } from '@store/bus';
import { allSettled, fork } from 'effector';
import { Route, Routes } from '@store/router';
import { renderStandalone, StartedPage } from '@store/ui/standalone';
import '@store/ui/tokens.css';
import ProfilePage, { pageStarted } from './pages/profile';

// Standalone mode for the team's own development, in a scope of its own. There is no mf-auth here:
// the start-up ends signed out, so the page shows its sign-in prompt.
const scope = fork();
void allSettled(sessionChecked, { scope });
renderStandalone(
  scope,
  <Routes>
    <Route path="*" element={<StartedPage page={ProfilePage} started={pageStarted} />} />
  </Routes>,
);
