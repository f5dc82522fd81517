import { $city } from '@store/bus';
import type { City } from '@store/api-client';
import { Button } from '@store/ui';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
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

/** City choice, shop choice within a city and the 'other city' warning (SPEC §2, §4). */
export function CityModal() {
  const open = useUnit($modalOpen);
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useUnit(modalClosed);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) node.showModal?.();
    if (!open && node.open) node.close?.();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="shell-modal"
      aria-labelledby="shell-city-title"
      data-testid="shell-city-modal"
      onClose={() => close()}
      onCancel={() => close()}
    >
      {open && <CityModalBody />}
    </dialog>
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
  const [onCity, onShop, onOther, onOtherConfirm, onBack, onClose] = useUnit([
    cityClicked,
    shopClicked,
    otherCityClicked,
    otherCityConfirmed,
    backClicked,
    modalClosed,
  ]);

  if (shopStepCity) {
    return (
      <section>
        <ModalHeader title={`Выберите магазин: ${shopStepCity.name}`} onClose={onClose} />
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
        <ModalHeader title="Другой город" onClose={onClose} />
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
      <ModalHeader title="Выберите город" onClose={onClose} />
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

function ModalHeader({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <header className="shell-modal__header">
      <h2 id="shell-city-title">{title}</h2>
      <button type="button" className="shell-modal__close" aria-label="Закрыть" onClick={onClose}>
        ×
      </button>
    </header>
  );
}
