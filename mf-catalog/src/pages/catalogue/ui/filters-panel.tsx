import { useMediaQuery } from '@store/ui';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';
import { $answer } from '../model/category';

const loadForm = () => import('./filters-form');
// The fields and their form library (react-final-form, final-form) load when the filters are on
// screen: at once on a wide screen, where the panel stands open beside the products; on a phone,
// where it is a closed box above them, when the shopper opens it (decision 0045).
const FiltersForm = lazy(() => loadForm().then((module) => ({ default: module.FiltersForm })));

/** The filters' box: «Фильтры», open beside the products on wide screens, a closed box on phones. */
export function FiltersPanel() {
  const answer = useUnit($answer);
  const wide = useMediaQuery('(min-width: 992px)');
  const [opened, setOpened] = useState(false);
  if (!answer) return <aside className="catalog-filters catalog-filters--empty" aria-hidden="true" />;
  return (
    <aside className="catalog-filters" aria-label="Фильтры" data-testid="catalog-filters">
      <details
        className="catalog-filters__details"
        open={wide || undefined}
        onToggle={(event) => {
          if (event.currentTarget.open) setOpened(true);
        }}
      >
        {/* A press starts the fields' code before the click opens the box. */}
        <summary className="catalog-filters__summary" onPointerDown={() => void loadForm().catch(() => undefined)}>
          Фильтры
        </summary>
        {(wide || opened) && (
          <Suspense
            fallback={
              <p className="catalog-filters__loading" aria-busy="true">
                Загружаем фильтры…
              </p>
            }
          >
            <FiltersForm />
          </Suspense>
        )}
      </details>
    </aside>
  );
}
