import { SEARCH, SEARCH_QUERY_MAX_LENGTH } from '@store/domain';
import { SearchField, searchFieldInputClassName } from '@store/ui';
import { useCallback, useRef, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { preloadRemote, RemoteSlot } from '../../../shared/lib/remotes';
import './search-slot.css';

/**
 * The search as plain HTML: a form to the results page. It is the header's search until the
 * shopper first uses it, and what stays when mf-catalog cannot be loaded.
 */
function PlainSearch({ id, inputRef, onUse }: { id: string; inputRef?: Ref<HTMLInputElement>; onUse?: () => void }) {
  return (
    <form className="shell-search__form" role="search" action="/search" method="get" onFocus={onUse} onPointerEnter={onUse}>
      <label className="shell-visually-hidden" htmlFor={id}>
        Поиск по каталогу
      </label>
      <SearchField>
        <input
          ref={inputRef}
          id={id}
          name="q"
          type="search"
          className={searchFieldInputClassName}
          autoComplete="off"
          enterKeyHint="search"
          minLength={SEARCH.minLength}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder="Поиск по каталогу"
          data-testid="shell-search-input"
        />
      </SearchField>
    </form>
  );
}

/** Without mf-catalog the shopper can still search: a plain form to the results page. */
const fallback = <PlainSearch id="shell-search-fallback" />;

/** What the plain field held when mf-catalog's search box took its place (catalog/SearchBox's props). */
type Handover = {
  initialQuery: string;
  autoFocus: boolean;
};

/**
 * The middle bar's search: mf-catalog's exposed search box (catalog/SearchBox), loaded when the
 * shopper first reaches for it (focus, or a pointer over it) rather than with every page, whose
 * start it would otherwise lengthen (decision 0049). Until then the field is the plain form, which the
 * shopper can already type into; the search box takes over what was typed and the focus in the same
 * commit that removes the plain field, so no keystroke is lost.
 */
export function SearchSlot() {
  const [handover, setHandover] = useState<Handover | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const loading = useRef(false);
  const use = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    preloadRemote('catalog', 'SearchBox').then(
      () => {
        const field = input.current;
        // One task from reading the field to the search box's focus: nothing typed in between.
        flushSync(() => setHandover({ initialQuery: field?.value ?? '', autoFocus: !!field && document.activeElement === field }));
      },
      () => {
        // The plain form keeps working; the next use asks mf-catalog again.
        loading.current = false;
      },
    );
  }, []);
  return (
    <div className="shell-search" data-testid="shell-search-slot">
      {handover ? (
        <RemoteSlot remote="catalog" module="SearchBox" area="Поиск" props={handover} fallback={fallback} />
      ) : (
        <PlainSearch id="shell-search-field" inputRef={input} onUse={use} />
      )}
    </div>
  );
}
