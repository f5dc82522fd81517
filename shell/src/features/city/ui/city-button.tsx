import { $city, cityChoiceRequested } from '@store/bus';
import { useUnit } from 'effector-react';

/** The selected city in the top bar; opens the city choice. */
export function CityButton() {
  const [city, requestChoice] = useUnit([$city, cityChoiceRequested]);
  return (
    <button type="button" className="shell-city-button" data-testid="shell-city-button" onClick={() => requestChoice()}>
      {city?.name ?? '…'}
    </button>
  );
}
