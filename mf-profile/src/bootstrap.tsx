import { sessionChecked } from '@store/bus';
import { allSettled, fork } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useLocation } from '@store/router';
import '@store/ui/src/tokens.css';
import ProfilePage, { pageStarted } from './pages/profile';

/** What the shell does for a page module: start it on every location change. */
function StartedOnLocation() {
  const start = useUnit(pageStarted);
  const { pathname, search } = useLocation();
  useEffect(() => {
    start({ pathname, search });
  }, [start, pathname, search]);
  return <ProfilePage />;
}

// Standalone mode for the team's own development, in a scope of its own. There is no mf-auth here:
// the start-up ends signed out, so the page shows its sign-in prompt.
const scope = fork();
void allSettled(sessionChecked, { scope });
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <Provider value={scope}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<StartedOnLocation />} />
        </Routes>
      </BrowserRouter>
    </Provider>,
  );
}
