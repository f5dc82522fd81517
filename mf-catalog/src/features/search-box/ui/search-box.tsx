import { SEARCH_QUERY_MAX_LENGTH } from '@store/domain';
import { SearchField, searchFieldInputClassName } from '@store/ui';
import { useUnit } from 'effector-react';
import { useId, useLayoutEffect, useRef, type FocusEvent, type FormEvent } from 'react';
import { useNavigate } from '@store/router';
import { foundCategoryPath } from '../../../shared/api/search';
import { searchPagePath } from '../lib/hrefs';
import { $searchCategories, $searchProducts, $searchQuery, searchQueryChanged } from '../model/search-box';
import { SearchPopup } from './search-popup';
import { useSearchCombobox, type SearchOptionTarget } from './use-search-combobox';
import './search-box.css';

/** catalog/SearchBox's props: what the shell's plain field held when the box took its place. */
export interface SearchBoxProps {
  /** The text typed so far: searched for as if typed here. */
  initialQuery?: string;
  /** The field had the focus: the box takes it. */
  autoFocus?: boolean;
}

/**
 * The header's search: a combobox whose list offers found categories and products (ARIA 1.2
 * combobox pattern: focus stays in the field, arrows move the active option, Enter opens it or the
 * results page, Escape closes the list; use-search-combobox.ts). The popup is search-popup.tsx.
 */
export function SearchBox({ initialQuery = '', autoFocus = false }: SearchBoxProps) {
  const [query, products, categories, changeQuery] = useUnit([$searchQuery, $searchProducts, $searchCategories, searchQueryChanged]);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const uid = useId();
  const listId = `catalog-search-list${uid}`;
  const optionId = (kind: string, id: number) => `catalog-search-${kind}-${id}${uid}`;

  const options: SearchOptionTarget[] = [
    ...categories.map((c) => ({ id: optionId('category', c.id), href: foundCategoryPath(c.path) })),
    ...products.map((p) => ({ id: optionId('product', p.id), href: p.path })),
  ];
  const go = (href: string) => {
    combobox.close();
    navigate(href);
  };
  const combobox = useSearchCombobox(options, go);
  const expanded = combobox.open && query.length > 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim().length === 0) return;
    inputRef.current?.blur();
    go(searchPagePath(query));
  };

  // Taking over from the shell's field before the first paint: the same text, the same focus.
  useLayoutEffect(() => {
    const text = initialQuery.slice(0, SEARCH_QUERY_MAX_LENGTH);
    if (text.length > 0) changeQuery(text);
    // The value the store then gives the field puts the caret after the text.
    if (autoFocus) inputRef.current?.focus();
    // Only at mount: later props are not the shopper's typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) combobox.setOpen(false);
  };

  return (
    <form
      role="search"
      className="catalog-search"
      data-boundary="catalog"
      data-testid="catalog-search-box"
      onSubmit={onSubmit}
      onBlur={onBlur}
    >
      <label className="catalog-search__label" htmlFor={`catalog-search-input${uid}`}>
        Поиск товаров
      </label>
      <SearchField>
        <input
          ref={inputRef}
          id={`catalog-search-input${uid}`}
          className={searchFieldInputClassName}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={combobox.activeOption?.id}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder="Поиск по каталогу"
          value={query}
          data-testid="catalog-search-input"
          onChange={(event) => {
            changeQuery(event.target.value);
            combobox.typed();
          }}
          onFocus={() => combobox.setOpen(true)}
          onKeyDown={combobox.onKeyDown}
        />
      </SearchField>
      <SearchPopup listId={listId} optionId={optionId} activeId={combobox.activeOption?.id} expanded={expanded} go={go} />
    </form>
  );
}
