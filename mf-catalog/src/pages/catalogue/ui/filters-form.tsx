import { formatPrice } from '@store/domain';
import { Button, Checkbox, TextField } from '@store/ui';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { Link, useNavigate } from '@store/router';
import { hasAnyFilter, toggleAttribute, toggleProducer, withPriceRange } from '../lib/url-state';
import { $answer, $view } from '../model/category';
import { useViewHref } from './use-view-href';

interface PriceForm {
  priceMin?: string;
  priceMax?: string;
}

const toPrice = (text: string | undefined): number | undefined => {
  const value = Number(
    String(text ?? '')
      .replace(/\s/g, '')
      .replace(',', '.'),
  );
  return text && Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined;
};

/** The filters' fields from the category's facets (brands, price range, attribute groups); each choice is a new URL. */
export function FiltersForm() {
  const [answer, view] = useUnit([$answer, $view]);
  const navigate = useNavigate();
  const hrefFor = useViewHref();
  // A ticked box shows the shopper's choice at once: the address it leads to is rendered in a
  // transition, and until then the box would otherwise spring back. The next view clears it.
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  useEffect(() => setTicked({}), [view]);
  if (!answer) return null;
  const { producers = [], attributes = {} } = view.filters;
  const initial: PriceForm = {
    priceMin: view.filters.priceMin === undefined ? '' : String(view.filters.priceMin),
    priceMax: view.filters.priceMax === undefined ? '' : String(view.filters.priceMax),
  };

  return (
    <>
      <Form<PriceForm>
        key={`${initial.priceMin}-${initial.priceMax}`}
        initialValues={initial}
        onSubmit={(values) => navigate(hrefFor(withPriceRange(view, toPrice(values.priceMin), toPrice(values.priceMax))))}
        render={({ handleSubmit }) => (
          <form className="catalog-filters__group" onSubmit={handleSubmit} data-testid="catalog-price-filter">
            <fieldset className="catalog-filters__fieldset">
              <legend className="catalog-filters__legend">Цена, ₽</legend>
              <div className="catalog-filters__prices">
                <Field name="priceMin">
                  {({ input }) => (
                    <TextField {...input} label="от" inputMode="numeric" maxLength={9} placeholder={formatPrice(answer.minPrice)} />
                  )}
                </Field>
                <Field name="priceMax">
                  {({ input }) => (
                    <TextField {...input} label="до" inputMode="numeric" maxLength={9} placeholder={formatPrice(answer.maxPrice)} />
                  )}
                </Field>
              </div>
              <Button type="submit" variant="outlined" size="sm" block>
                Применить
              </Button>
            </fieldset>
          </form>
        )}
      />
      {answer.producers.length > 0 && (
        <fieldset className="catalog-filters__fieldset" data-testid="catalog-brand-filter">
          <legend className="catalog-filters__legend">Бренд</legend>
          {answer.producers.map((producer) => (
            <Checkbox
              key={producer.id}
              label={`${producer.name} (${producer.count})`}
              checked={ticked[`p${producer.id}`] ?? producers.includes(producer.id)}
              onChange={(event) => {
                setTicked({ ...ticked, [`p${producer.id}`]: event.currentTarget.checked });
                navigate(hrefFor(toggleProducer(view, producer.id)));
              }}
            />
          ))}
        </fieldset>
      )}
      {answer.attributes.map((group) => (
        <fieldset key={group.name} className="catalog-filters__fieldset">
          <legend className="catalog-filters__legend">{group.name}</legend>
          {group.values.map((value) => (
            <Checkbox
              key={value.value}
              label={`${value.value} (${value.count})`}
              checked={ticked[`a${group.name}\u0000${value.value}`] ?? (attributes[group.name] ?? []).includes(value.value)}
              onChange={(event) => {
                setTicked({ ...ticked, [`a${group.name}\u0000${value.value}`]: event.currentTarget.checked });
                navigate(hrefFor(toggleAttribute(view, group.name, value.value)));
              }}
            />
          ))}
        </fieldset>
      ))}
      {hasAnyFilter(view.filters) && (
        <Link className="catalog-filters__reset" to={hrefFor({ ...view, filters: {}, page: 1 })} data-testid="catalog-filters-reset">
          Сбросить фильтры
        </Link>
      )}
    </>
  );
}
