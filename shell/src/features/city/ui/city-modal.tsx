import { $city } from '@store/bus';
import type { City } from '@store/api-client';
import { Button, Dialog } from '@store/ui';
import { useUnit } from 'effector-react';
import { listedCities } from '../lib/resolve-city';
import {
  $modalOpen,
  $otherCityWarning,
  $regions,
  $regionsFailed,
  $shopStepCity,
  backClicked,
  cityClicked,
  fetchRegionsFx,
  modalClosed,
  otherCityClicked,
  otherCityConfirmed,
  shopClicked,
} from '../model/city';
import './city-modal.css';

/** City choice, shop choice within a city and the 'other city' warning (SPEC §2, §4), in the store's one Dialog. */
export function CityModal() {
  const [open, shopStepCity, otherWarning, close] = useUnit([$modalOpen, $shopStepCity, $otherCityWarning, modalClosed]);
  const title = shopStepCity ? `Выберите магазин: ${shopStepCity.name}` : otherWarning ? 'Другой город' : 'Выберите город';
  return (
    <Dialog open={open} onClose={() => close()} title={title} testId="shell-city-modal">
      <CityModalBody />
    </Dialog>
  );
}

function CityModalBody() {
  const [regions, failed, loading, shopStepCity, otherWarning, current] = useUnit([
    $regions,
    $regionsFailed,
    fetchRegionsFx.pending,
    $shopStepCity,
    $otherCityWarning,
    $city,
  ]);
  const [onCity, onShop, onOther, onOtherConfirm, onBack] = useUnit([
    cityClicked,
    shopClicked,
    otherCityClicked,
    otherCityConfirmed,
    backClicked,
  ]);

  if (shopStepCity) {
    return (
      <section>
        <ul className="shell-city-list" aria-label="Магазины">
          {(shopStepCity.shops ?? []).map((shop) => (
            <li key={shop.id}>
              <button type="button" className="shell-city-list__item" onClick={() => onShop(shop)}>
                <strong>{shop.title}</strong>
                <span>{shop.address}</span>
                {shop.openingHoursMain && <span className="shell-muted">Пн–Пт: {shop.openingHoursMain}</span>}
              </button>
            </li>
          ))}
        </ul>
        <Button variant="secondary" onClick={() => onBack()}>
          Назад
        </Button>
      </section>
    );
  }

  if (otherWarning) {
    return (
      <section>
        <p data-testid="shell-other-city-warning">
          В ваш город доставим курьерской компанией: срок до 3 дней, стоимость доставки рассчитывается индивидуально. Цены — как в основном
          магазине.
        </p>
        <div className="shell-modal__actions">
          <Button onClick={() => onOtherConfirm()}>Понятно, выбрать</Button>
          <Button variant="secondary" onClick={() => onBack()}>
            Назад
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section>
      {loading && regions.length === 0 && <p>Загружаем список городов…</p>}
      {failed && regions.length === 0 && <p role="alert">Не удалось загрузить список городов. Попробуйте позже.</p>}
      {regions.map((region) => (
        <div key={region.id}>
          <h3 className="shell-city-region">{region.name}</h3>
          <ul className="shell-city-list">
            {listedCities([region]).map((city: City) => (
              <li key={city.id}>
                <button
                  type="button"
                  className="shell-city-list__item"
                  aria-current={current?.cityId === city.id}
                  onClick={() => onCity(city)}
                >
                  {city.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <Button variant="secondary" onClick={() => onOther()}>
        Другой город
      </Button>
    </section>
  );
}
