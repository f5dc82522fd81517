/**
 * The delivery-cost calculator (SPEC §2, §4, §5, §8): office or courier mode; office needs a point
 * chosen on the map or the list, courier needs city, street and house; the result is the days and
 * the price the shopper sees (the domain's courierCompanyPrice); «Добавить доставку к заказу»
 * saves it. A failed calculation shows the §8 toast and keeps «Рассчитать» disabled until the mode
 * changes; goods without weights give «Не смогли расчитать доставку для некоторых товаров».
 */
import { ApiError } from '@store/api-client';
import { $supportPhone, toastRequested } from '@store/bus';
import {
  ADDRESS_KIND,
  courierCompanyPrice,
  courierPriceFailed,
  deliveryPriceMissing,
  validateCalculator,
  callOperator,
  type AddressKind,
  type CalculatorForm,
  type FormErrors,
} from '@store/domain';
import { combine, createEvent, createStore, sample } from 'effector';
import { $cartTotals } from '../../../entities/cart';
import {
  $calculatorOpen,
  $courierDestination,
  calculatorOpened,
  courierDeliveryAdded,
  type CourierDestination,
} from '../../../entities/delivery';
import {
  fetchCourierCitiesFx,
  fetchCourierPointsFx,
  quoteCourierFx,
  toWire,
  type CourierCity,
  type CourierPoint,
} from '../../../shared/api';

export interface AddressValues {
  city?: string;
  street?: string;
  house?: string;
}

export const modeChanged = createEvent<AddressKind>();
export const destinationCityChosen = createEvent<number>();
export const pointChosen = createEvent<string>();
export const calculateClicked = createEvent<AddressValues>();
export const deliveryAddClicked = createEvent();

export const $mode = createStore<AddressKind>(ADDRESS_KIND.OFFICE).on(modeChanged, (_, mode) => mode);
export const $cities = createStore<CourierCity[]>([]).on(fetchCourierCitiesFx.doneData, (_, cities) => cities);
export const $citiesFailed = createStore(false)
  .on(fetchCourierCitiesFx.fail, () => true)
  .reset(fetchCourierCitiesFx.done);
const $chosenCity = createStore<number | null>(null).on(destinationCityChosen, (_, code) => code);
export const $cityCode = combine($chosenCity, $cities, (chosen, cities) =>
  cities.some((city) => city.code === chosen) ? chosen : (cities[0]?.code ?? null),
);
export const $points = createStore<CourierPoint[]>([]);
export const $pointsLoading = fetchCourierPointsFx.pending;
export const $pointCode = createStore<string | null>(null).on(pointChosen, (_, code) => code);
/** The quote the shopper sees and what it was for. */
export const $quote = createStore<CourierDestination | null>(null);
/** «Рассчитать» stays disabled after a failure until the mode changes (SPEC §4). */
export const $failed = createStore(false).reset(modeChanged);
export const $errors = createStore<FormErrors<CalculatorForm>>({});
export const $message = createStore<string | null>(null);
export const $calculating = quoteCourierFx.pending;

// Opening: the courier company's cities once; the saved destination comes back as it was.
sample({ clock: calculatorOpened, source: $cities, filter: (cities) => cities.length === 0, target: fetchCourierCitiesFx });
sample({
  clock: calculatorOpened,
  source: $courierDestination,
  filter: (destination): destination is CourierDestination => destination !== null,
  fn: (destination) => destination!.cityCode,
  target: destinationCityChosen,
});

// Points of the chosen city that take these goods.
const pointsWanted = combine($calculatorOpen, $cityCode, $cartTotals, (open, cityCode, totals) =>
  open && cityCode !== null ? { cityCode, products: [...new Set(totals.orderable.map((line) => line.productId))] } : null,
);
sample({
  clock: [pointsWanted.updates, calculatorOpened],
  source: pointsWanted,
  filter: (query): query is { cityCode: number; products: number[] } => query !== null,
  fn: (query) => query!,
  target: fetchCourierPointsFx,
});
$points.on(
  sample({
    clock: fetchCourierPointsFx.done,
    source: $cityCode,
    filter: (cityCode, { params }) => cityCode === params.cityCode,
    fn: (_, { result }) => result,
  }),
  (_, points) => points,
);
$points.reset(destinationCityChosen);
$pointCode.reset(destinationCityChosen);

// A changed question clears the old answer and its messages.
$quote.reset(modeChanged, destinationCityChosen, pointChosen, calculateClicked);
$errors.reset(modeChanged, destinationCityChosen, pointChosen);
$message.reset(modeChanged, destinationCityChosen, pointChosen, calculateClicked);

const checked = sample({
  clock: calculateClicked,
  source: { mode: $mode, pointCode: $pointCode, failed: $failed, calculating: $calculating },
  filter: ({ failed, calculating }) => !failed && !calculating,
  fn: ({ mode, pointCode }, address) => ({
    form: { mode, pointCode, ...address },
    errors: validateCalculator({ mode, pointCode, ...address }),
  }),
});
$errors.on(checked, (_, { errors }) => errors);
sample({
  clock: checked,
  source: { totals: $cartTotals, cityCode: $cityCode },
  filter: ({ cityCode }, { errors }) => cityCode !== null && Object.keys(errors).length === 0,
  fn: ({ totals, cityCode }, { form }) => ({
    productsData: totals.orderable.map(({ productId, quantity }) => toWire({ productId, quantity })),
    cityCode: cityCode!,
    mode: form.mode === ADDRESS_KIND.OFFICE ? ('office' as const) : ('courier' as const),
    pointCode: form.mode === ADDRESS_KIND.OFFICE ? form.pointCode : null,
    address:
      form.mode === ADDRESS_KIND.OFFICE ? null : { city: form.city?.trim(), address: `${form.street?.trim()}, ${form.house?.trim()}` },
  }),
  target: quoteCourierFx,
});

$quote.on(
  sample({
    clock: quoteCourierFx.done,
    source: { cities: $cities, points: $points },
    fn: ({ cities, points }, { params, result }): CourierDestination => {
      const point = points.find((p) => p.code === params.pointCode);
      const [street, house] = (params.address?.address ?? '').split(', ');
      return {
        cityCode: params.cityCode,
        cityName: cities.find((city) => city.code === params.cityCode)?.name ?? params.address?.city ?? '',
        mode: params.mode === 'office' ? ADDRESS_KIND.OFFICE : ADDRESS_KIND.HOME,
        pointCode: params.pointCode ?? null,
        pointAddress: point?.address ?? null,
        address: params.address ? { city: params.address.city ?? '', street: street ?? '', house: house ?? '' } : null,
        price: courierCompanyPrice(result),
        days: result.minPeriod,
      };
    },
  }),
  (_, quote) => quote,
);

// Failures (SPEC §8).
const failedWith = sample({ clock: quoteCourierFx.failData, source: $supportPhone, fn: (phone, error) => ({ phone, error }) });
const carrierDown = sample({
  clock: failedWith,
  filter: ({ error }) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500,
});
$failed.on(carrierDown, () => true);
sample({
  clock: carrierDown,
  fn: ({ phone }) => ({ message: courierPriceFailed(phone), variant: 'error' as const }),
  target: toastRequested,
});
$message.on(failedWith, (_, { phone, error }) => {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return null;
  if (error.status === 422) {
    const ids = (error.data as { productIds?: unknown } | undefined)?.productIds;
    const count = Array.isArray(ids) ? ids.length : 2;
    return `${deliveryPriceMissing(count)}. ${callOperator(phone)}`;
  }
  return error.errorArray[0] ?? error.message;
});

sample({
  clock: deliveryAddClicked,
  source: $quote,
  filter: (quote): quote is CourierDestination => quote !== null,
  fn: (quote) => quote!,
  target: courierDeliveryAdded,
});
