import { COMPARE_LIMIT, compareLimitText } from './compare-limit';

describe('comparison list limit', () => {
  it('holds 50 goods and says so in Russian', () => {
    expect(COMPARE_LIMIT).toBe(50);
    expect(compareLimitText()).toBe('В сравнении может быть не больше 50 товаров. Уберите ненужные и добавьте снова.');
  });
});
