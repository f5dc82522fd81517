import { assemblyServicePrice } from './assembly-service';

const category = (price: number | null) => ({ assemblyService: price === null ? null : { price } });

describe('assembly service price (SPEC §9)', () => {
  it('is the highest among the categories', () => {
    expect(assemblyServicePrice({ title: 'Шкаф-купе', categories: [category(900), category(1500), category(null)] })).toBe(1500);
  });

  it('is none when no category offers assembly', () => {
    expect(assemblyServicePrice({ title: 'Чайник', categories: [category(null)] })).toBeNull();
    expect(assemblyServicePrice({ title: 'Чайник', categories: [] })).toBeNull();
  });

  it("is none when the title contains '+сборка', in any case", () => {
    expect(assemblyServicePrice({ title: 'Шкаф-купе +сборка', categories: [category(1500)] })).toBeNull();
    expect(assemblyServicePrice({ title: 'Шкаф-купе +Сборка', categories: [category(1500)] })).toBeNull();
    expect(assemblyServicePrice({ title: 'Шкаф-купе сборка', categories: [category(1500)] })).toBe(1500);
  });
});
