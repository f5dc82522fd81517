import { GOODS_FORMS, SHELL_BREAKPOINTS, categoryPath, pluralRu } from '@store/domain';
import { ErrorState, Skeleton } from '@store/ui';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from '@store/router';
import {
  $categoryMenu,
  $categoryMenuFailed,
  categoryMenuNeeded,
  fetchCategoryMenuFx,
  type MenuCategory,
} from '../../../entities/category-menu';
import { $open, closed, toggled } from '../model/catalogue-dropdown';
import './catalogue-dropdown.css';

const MENU_ID = 'shell-catalogue-menu';
const PHONE_QUERY = `(max-width: ${SHELL_BREAKPOINTS.mobile}px)`;

function Count({ value }: { value: number }) {
  return (
    <span className="shell-catalogue-menu__count">
      {value}
      <span className="shell-visually-hidden"> {pluralRu(value, GOODS_FORMS)}</span>
    </span>
  );
}

function Panel({ main }: { main: MenuCategory }) {
  return (
    <div className="shell-catalogue-menu__panel" data-testid="shell-catalogue-panel">
      <Link className="shell-catalogue-menu__all" to={categoryPath([main.slug])}>
        Все товары раздела «{main.name}» <Count value={main.count} />
      </Link>
      <div className="shell-catalogue-menu__groups">
        {main.children.map((sub) => (
          <section key={sub.id} className="shell-catalogue-menu__group">
            <h3 className="shell-catalogue-menu__sub">
              <Link to={categoryPath([main.slug, sub.slug])}>
                {sub.name} <Count value={sub.count} />
              </Link>
            </h3>
            {sub.children.length > 0 && (
              <ul>
                {sub.children.map((child) => (
                  <li key={child.id}>
                    <Link to={categoryPath([main.slug, sub.slug, child.slug])}>
                      {child.name} <Count value={child.count} />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}

function CatalogueMenu({ onRetry }: { onRetry: () => void }) {
  const [categories, failed, loading] = useUnit([$categoryMenu, $categoryMenuFailed, fetchCategoryMenuFx.pending]);
  const [activeSlug, setActiveSlug] = useState<string | null>(null);
  const active = activeSlug ?? categories[0]?.slug ?? null;

  // SPEC §2: in the dropdown a main category navigates below 767 px, otherwise shows its subcategories.
  const onMainClick = (event: MouseEvent<HTMLAnchorElement>, slug: string) => {
    if (window.matchMedia?.(PHONE_QUERY).matches) return;
    event.preventDefault();
    setActiveSlug(slug);
  };

  if (categories.length === 0) {
    return (
      <div className="shell-catalogue-menu__state">
        {failed && !loading ? (
          <ErrorState message="Не удалось загрузить каталог. Проверьте подключение и попробуйте ещё раз." onRetry={onRetry} />
        ) : (
          <Skeleton lines={8} height={20} />
        )}
      </div>
    );
  }

  return (
    <ul className="shell-catalogue-menu__mains">
      {categories.map((main) => (
        <li key={main.id}>
          <a
            href={categoryPath([main.slug])}
            className="shell-catalogue-menu__main"
            aria-current={main.slug === active ? 'true' : undefined}
            data-testid="shell-catalogue-main"
            onClick={(event) => onMainClick(event, main.slug)}
            onMouseEnter={() => setActiveSlug(main.slug)}
            onFocus={() => setActiveSlug(main.slug)}
          >
            {main.name}
          </a>
          {/* The panel follows its category in the DOM, so Tab goes from a category into its subcategories. */}
          {main.slug === active && <Panel main={main} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * The catalogue button of SPEC §2: below 991 px a link to /store; wider, it toggles a dropdown of
 * the main categories with their subcategories, children and product counts. Escape closes the
 * dropdown and returns focus to the button.
 */
export function CatalogueButton() {
  const [open, toggle, close, retry] = useUnit([$open, toggled, closed, categoryMenuNeeded]);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (open && event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) close();
  };

  return (
    <div className="shell-catalogue" ref={root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Link to="/store" className="shell-catalog-button shell-catalog-button--link" data-testid="shell-catalog-link">
        <span aria-hidden="true">☰</span> Каталог
      </Link>
      <button
        ref={button}
        type="button"
        className="shell-catalog-button shell-catalog-button--toggle"
        aria-expanded={open}
        aria-controls={MENU_ID}
        data-testid="shell-catalog-button"
        onClick={() => toggle()}
        // The shopper is about to open it: the tree starts loading on intent, not only on the click.
        onFocus={() => retry()}
        onPointerEnter={() => retry()}
      >
        <span aria-hidden="true">{open ? '✕' : '☰'}</span> Каталог
      </button>
      {open && (
        <nav id={MENU_ID} className="shell-catalogue-menu" aria-label="Каталог товаров" data-testid="shell-catalogue-menu">
          <CatalogueMenu onRetry={() => retry()} />
        </nav>
      )}
    </div>
  );
}
