import { citySelected } from '@store/bus';
import { DEFAULT_CITY } from '@store/domain';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import '@store/ui/src/tokens.css';
import HomePage from './pages/home';
import CataloguePage from './pages/catalogue';

// Standalone mode for the team's own development: the remote's pages without the shell, in a
// scope of their own, with the default city as the shell would set it.
const scope = fork();
void allSettled(citySelected, {
  scope,
  params: { cityId: DEFAULT_CITY.id, shopId: DEFAULT_CITY.shopId, code: DEFAULT_CITY.code, name: DEFAULT_CITY.name },
});

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <Provider value={scope}>
      <BrowserRouter>
        <Routes>
          <Route index element={<HomePage />} />
          <Route path="store/*" element={<CataloguePage />} />
        </Routes>
      </BrowserRouter>
    </Provider>,
  );
}
