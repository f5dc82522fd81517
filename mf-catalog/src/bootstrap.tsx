import { citySelected, stockModalRequested } from '@store/bus';
import { DEFAULT_CITY } from '@store/domain';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { useEffect, useState } from 'react';
import { Route, Routes } from '@store/router';
import { renderStandalone, StartedPage as Started } from '@store/ui/standalone';
import '@store/ui/tokens.css';
import HomePage, { pageStarted as homeStarted } from './pages/home';
import CataloguePage, { pageStarted as catalogueStarted } from './pages/catalogue';
import StockModal from './features/stock-modal';
import SearchBox from './features/search-box';
import SearchPage, { pageStarted as searchStarted } from './pages/search';
import FavouritesPage, { pageStarted as favouritesStarted } from './pages/favourites';
import ComparePage, { pageStarted as compareStarted } from './pages/compare';
import { started as collectionsStarted } from './app/collections';

// Standalone mode for the team's own development: the remote's pages without the shell, in a
// scope of their own, with the default city as the shell would set it, and the shell's duties
// (page starts on every location, the stock modal on request) done here.
const scope = fork();
void allSettled(citySelected, {
  scope,
  params: { cityId: DEFAULT_CITY.id, shopId: DEFAULT_CITY.shopId, code: DEFAULT_CITY.code, name: DEFAULT_CITY.name },
});
void allSettled(collectionsStarted, { scope });

function StockModalHost({ scope: own }: { scope: Scope }) {
  const [request, setRequest] = useState<{ productId: number; defectSerialNumber: string | null } | null>(null);
  useEffect(() => createWatch({ unit: stockModalRequested, scope: own, fn: setRequest }), [own]);
  return request ? <StockModal {...request} onClose={() => setRequest(null)} /> : null;
}

renderStandalone(
  scope,
  <>
    <SearchBox />
    <Routes>
      <Route index element={<Started page={HomePage} started={homeStarted} />} />
      <Route path="store/*" element={<Started page={CataloguePage} started={catalogueStarted} />} />
      <Route path="search" element={<Started page={SearchPage} started={searchStarted} />} />
      <Route path="favorite" element={<Started page={FavouritesPage} started={favouritesStarted} />} />
      <Route path="compare" element={<Started page={ComparePage} started={compareStarted} />} />
    </Routes>
    <StockModalHost scope={scope} />
  </>,
);
