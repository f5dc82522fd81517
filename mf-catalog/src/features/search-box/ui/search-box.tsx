import { MESSAGES, SEARCH_QUERY_MAX_LENGTH, searchShownFor } from '@store/domain';
import { Button, Price, ProductImage, SearchField, searchFieldInputClassName } from '@store/ui';
import { useUnit } from 'effector-react';
import { useId, useLayoutEffect, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from '@store/router';
import { foundCategoryPath } from '../../../shared/api/search';
import { searchPagePath } from '../lib/hrefs';
import {
  $searchCategories,
  $searchCorrected,
  $searchHasMore,
  $searchLoadingMore,
  $searchMoreFailed,
  $searchProducts,
  $searchQuery,
  $searchStatus,
  $searchTotal,
  searchMoreClicked,
  searchQueryChanged,
  searchRetried,
} from '../model/search-box';
import './search-box.css';

interface Option {
  id: string;
  href: string;
}

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
 * results page, Escape closes the list).
 */
export function SearchBox({ initialQuery = '', autoFocus = false }: SearchBoxProps) {
  const [query, status, products, categories, total, hasMore, loadingMore, moreFailed, corrected] = useUnit([
    $searchQuery,
    $searchStatus,
    $searchProducts,
    $searchCategories,
    $searchTotal,
    $searchHasMore,
    $searchLoadingMore,
    $searchMoreFailed,
    $searchCorrected,
  ]);
  const [changeQuery, showMore, retry] = useUnit([searchQueryChanged, searchMoreClicked, searchRetried]);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const uid = useId();
  const listId = `catalog-search-list${uid}`;
  const optionId = (kind: string, id: number) => `catalog-search-${kind}-${id}${uid}`;

  const options: Option[] = [
    ...categories.map((c) => ({ id: optionId('category', c.id), href: foundCategoryPath(c.path) })),
    ...products.map((p) => ({ id: optionId('product', p.id), href: p.path })),
  ];
  const activeOption = open && active >= 0 ? options[active] : undefined;
  const expanded = open && query.length > 0;

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself: the arrows cycle through the options and back to the text.
      setActive((current) => {
        const next = current + step;
        if (next >= options.length) return -1;
        if (next < -1) return options.length - 1;
        return next;
      });
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      go(activeOption.href);
    }
  };

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
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
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
          aria-activedescendant={activeOption?.id}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder="Поиск по каталогу"
          value={query}
          data-testid="catalog-search-input"
          onChange={(event) => {
            changeQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
      </SearchField>
      <div className="catalog-search__popup" hidden={!expanded} data-testid="catalog-search-popup">
        <p className="catalog-search__status" role="status" aria-live="polite">
          {status === 'prompt' && MESSAGES.searchPrompt}
          {status === 'loading' && 'Ищем…'}
          {status === 'empty' && MESSAGES.searchEmpty}
          {status === 'ready' && (corrected ? `${searchShownFor(corrected)}: ${total}` : `Найдено товаров: ${total}`)}
        </p>
        {status === 'error' && (
          <div className="catalog-search__error" role="alert">
            Не удалось выполнить поиск.{' '}
            <Button variant="link" size="sm" onClick={() => retry()}>
              Повторить
            </Button>
          </div>
        )}
        <div id={listId} role="listbox" aria-label="Результаты поиска" className="catalog-search__list">
          {categories.length > 0 && (
            <div role="group" aria-labelledby={`${listId}-categories`}>
              <div role="presentation" id={`${listId}-categories`} className="catalog-search__group-title">
                Категории
              </div>
              {categories.map((category) => {
                const id = optionId('category', category.id);
                return (
                  <SearchOption
                    key={id}
                    id={id}
                    active={activeOption?.id === id}
                    className="catalog-search__option catalog-search__option--category"
                    testId="catalog-search-category"
                    onChoose={() => go(foundCategoryPath(category.path))}
                  >
                    {category.name}
                  </SearchOption>
                );
              })}
            </div>
          )}
          {products.length > 0 && (
            <div role="group" aria-labelledby={`${listId}-products`}>
              <div role="presentation" id={`${listId}-products`} className="catalog-search__group-title">
                Товары
              </div>
              {products.map((product) => {
                const id = optionId('product', product.id);
                return (
                  <SearchOption
                    key={id}
                    id={id}
                    active={activeOption?.id === id}
                    className="catalog-search__option"
                    testId="catalog-search-product"
                    onChoose={() => go(product.path)}
                  >
                    <ProductImage name={product.image} alt="" width={48} height={48} sizes="48px" />
                    <span className="catalog-search__title">{product.title}</span>
                    <Price value={product.price} size="sm" />
                  </SearchOption>
                );
              })}
            </div>
          )}
        </div>
        {(hasMore || moreFailed) && status === 'ready' && (
          <div className="catalog-search__more">
            {moreFailed && (
              <span role="alert" className="catalog-search__more-error">
                Не удалось загрузить ещё.
              </span>
            )}
            <Button variant="outlined" size="sm" block loading={loadingMore} data-testid="catalog-search-more" onClick={() => showMore()}>
              Показать ещё
            </Button>
          </div>
        )}
        {status === 'ready' && (
          <a
            className="catalog-search__all"
            href={searchPagePath(query)}
            data-testid="catalog-search-all"
            onClick={(event) => {
              event.preventDefault();
              go(searchPagePath(query));
            }}
          >
            Все результаты
          </a>
        )}
      </div>
    </form>
  );
}

interface SearchOptionProps {
  id: string;
  active: boolean;
  className: string;
  testId: string;
  onChoose: () => void;
  children: ReactNode;
}

/** One option of the list: chosen by click (the mouse-down keeps focus in the box) or by Enter in the box. */
function SearchOption({ id, active, className, testId, onChoose, children }: SearchOptionProps) {
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      className={className}
      data-testid={testId}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      {children}
    </div>
  );
}
