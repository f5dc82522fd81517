import { $city, cartItemAdded } from '@store/bus';
import { DEFAULT_CITY, itemKey } from '@store/domain';
import { Button, Checkbox, Price, ProductImage, Skeleton } from '@store/ui';
import { useUnit } from 'effector-react';
import { useRef, type KeyboardEvent } from 'react';
import { Link } from '@store/router';
import { DefectBadge, type ProductCardItem } from '../../../entities/product';
import { collectionCard, CollectionPageStates, RemoveButton } from '../../../entities/product-collection';
import { attributeRows, COMPARE_TEXTS, compareCategoryCleared, compareRemoved, type CompareGroup } from '../../../features/compare';
import {
  $activeGroup,
  $groups,
  $onlyDifferences,
  $status,
  categoryChosen,
  onlyDifferencesToggled,
  retryClicked,
  type CompareEntry,
} from '../model/compare-page';
import './compare-page.css';

/** `/compare`: one category at a time, an attribute table with the differences marked. */
export function ComparePage() {
  const [status, groups, active] = useUnit([$status, $groups, $activeGroup]);
  const retry = useUnit(retryClicked);
  return (
    <section className="catalog-compare" data-boundary="catalog" data-testid="catalog-compare">
      <h1 className="catalog-compare__title">Сравнение товаров</h1>
      <CollectionPageStates
        name="compare"
        status={status}
        loading={<Skeleton height={420} />}
        texts={COMPARE_TEXTS}
        onRetry={() => retry()}
      />
      {status === 'ready' && active && (
        <>
          <CategoryTabs groups={groups} activeId={active.categoryId} />
          <div role="tabpanel" id={panelId(active.categoryId)} aria-labelledby={tabId(active.categoryId)} tabIndex={0}>
            <CompareTable group={active} />
          </div>
        </>
      )}
    </section>
  );
}

const tabId = (categoryId: number) => `catalog-compare-tab-${categoryId}`;
const panelId = (categoryId: number) => `catalog-compare-panel-${categoryId}`;

function CategoryTabs({ groups, activeId }: { groups: CompareGroup<CompareEntry>[]; activeId: number }) {
  const choose = useUnit(categoryChosen);
  const listRef = useRef<HTMLDivElement>(null);
  // Tabs pattern: arrows move between categories and show the one reached.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = groups.findIndex((g) => g.categoryId === activeId);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = groups[(index + step + groups.length) % groups.length]!;
    choose(next.categoryId);
    listRef.current?.querySelector<HTMLElement>(`#${tabId(next.categoryId)}`)?.focus();
  };
  return (
    <div ref={listRef} role="tablist" aria-label="Категории сравнения" className="catalog-compare__tabs" onKeyDown={onKeyDown}>
      {groups.map((group) => {
        const selected = group.categoryId === activeId;
        return (
          <button
            key={group.categoryId}
            id={tabId(group.categoryId)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(group.categoryId)}
            tabIndex={selected ? 0 : -1}
            className="catalog-compare__tab"
            data-testid="catalog-compare-tab"
            onClick={() => choose(group.categoryId)}
          >
            {group.name} <span className="catalog-compare__tab-count">{group.entries.length}</span>
          </button>
        );
      })}
    </div>
  );
}

function CompareTable({ group }: { group: CompareGroup<CompareEntry> }) {
  const [city, onlyDifferences] = useUnit([$city, $onlyDifferences]);
  const [toggleDifferences, clearCategory, remove] = useUnit([onlyDifferencesToggled, compareCategoryCleared, compareRemoved]);
  const now = new Date();
  const cards = group.entries.map((entry) => ({ entry, card: collectionCard(entry, city?.code ?? DEFAULT_CITY.code, now) }));
  const rows = attributeRows(group.entries);
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  return (
    <>
      <div className="catalog-compare__controls">
        <Checkbox
          label="Только различия"
          checked={onlyDifferences}
          onChange={(event) => toggleDifferences(event.target.checked)}
          data-testid="catalog-compare-only-differences"
        />
        <Button variant="link" size="sm" data-testid="catalog-compare-clear" onClick={() => clearCategory(group.categoryId)}>
          Очистить категорию
        </Button>
      </div>
      <div className="catalog-compare__scroll">
        <table className="catalog-compare__table" data-testid="catalog-compare-table">
          <caption className="catalog-compare__caption">Характеристики: {group.name}</caption>
          <thead>
            <tr>
              <td className="catalog-compare__corner" />
              {cards.map(({ entry, card }) => (
                <th key={itemKey(entry.item)} scope="col" className="catalog-compare__product">
                  <CompareCard card={card} onRemove={() => remove(entry.item)} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.name} className={row.differs ? 'catalog-compare__row--differs' : undefined} data-testid="catalog-compare-row">
                <th scope="row">
                  {row.name}
                  {row.differs && <span className="catalog-compare__differs"> (различается)</span>}
                </th>
                {row.values.map((value, index) => (
                  <td key={index}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length === 0 && (
        <p className="catalog-compare__note">
          {group.entries.length < 2
            ? 'Добавьте ещё товар этой категории, чтобы увидеть различия.'
            : 'Характеристики этих товаров совпадают.'}
        </p>
      )}
    </>
  );
}

function CompareCard({ card, onRemove }: { card: ProductCardItem; onRemove(): void }) {
  const addToCart = useUnit(cartItemAdded);
  return (
    <div className="catalog-compare__card" data-testid="catalog-compare-card">
      <RemoveButton
        className="catalog-compare__remove"
        label={`Убрать из сравнения: ${card.title}`}
        testId="catalog-compare-remove"
        onClick={onRemove}
        iconSize={18}
      />
      <Link to={card.path} className="catalog-compare__link">
        <ProductImage name={card.image} alt={card.title} width={96} height={96} sizes="96px" />
        <span className="catalog-compare__name">{card.title}</span>
      </Link>
      {card.defectSerialNumber && <DefectBadge serial={card.defectSerialNumber} />}
      {card.price !== null ? (
        <>
          <Price value={card.price} old={card.oldPrice} size="sm" />
          <Button
            variant="outlined"
            size="sm"
            block
            onClick={() => addToCart({ productId: card.id, defectSerialNumber: card.defectSerialNumber })}
          >
            В корзину
          </Button>
        </>
      ) : (
        <span className="catalog-compare__unsold">Нет в продаже в вашем городе</span>
      )}
    </div>
  );
}
