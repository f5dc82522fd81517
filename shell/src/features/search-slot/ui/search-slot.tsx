import { SEARCH, SEARCH_QUERY_MAX_LENGTH } from '@store/domain';
import { RemoteSlot } from '../../../shared/lib/remotes';
import './search-slot.css';

/** Holds the search box's place while mf-catalog's code loads: the same size, so nothing shifts. */
const placeholder = (
  <div className="shell-search__placeholder" aria-hidden="true">
    Поиск по каталогу
  </div>
);

/** Without mf-catalog the shopper can still search: a plain form to the results page. */
const fallback = (
  <form className="shell-search__fallback" role="search" action="/search" method="get">
    <label className="shell-visually-hidden" htmlFor="shell-search-fallback">
      Поиск по каталогу
    </label>
    <input
      id="shell-search-fallback"
      name="q"
      type="search"
      minLength={SEARCH.minLength}
      maxLength={SEARCH_QUERY_MAX_LENGTH}
      placeholder="Поиск по каталогу"
    />
  </form>
);

/** The middle bar's search: mf-catalog's exposed search box (catalog/SearchBox). */
export function SearchSlot() {
  return (
    <div className="shell-search" data-testid="shell-search-slot">
      <RemoteSlot remote="catalog" module="SearchBox" area="Поиск" placeholder={placeholder} fallback={fallback} />
    </div>
  );
}
