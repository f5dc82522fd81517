import { VIEW_HISTORY_CAP } from './constants';
import { rememberView } from './view-history';

describe('view history (SPEC §3, §9)', () => {
  it('puts the newest view first', () => {
    const items = rememberView(rememberView([], { id: 1, defectSerialNumber: null }), { id: 2, defectSerialNumber: null });
    expect(items.map((i) => i.id)).toEqual([2, 1]);
  });

  it('moves a product seen again to the front instead of repeating it', () => {
    let items = [1, 2, 3].reduce(
      (list, id) => rememberView(list, { id, defectSerialNumber: null }),
      rememberView([], { id: 0, defectSerialNumber: null }),
    );
    items = rememberView(items, { id: 1, defectSerialNumber: null });
    expect(items.map((i) => i.id)).toEqual([1, 3, 2, 0]);
  });

  it('keeps a marked-down item apart from the new product', () => {
    const items = rememberView(rememberView([], { id: 1, defectSerialNumber: null }), { id: 1, defectSerialNumber: 'У-1' });
    expect(items).toEqual([
      { id: 1, defectSerialNumber: 'У-1' },
      { id: 1, defectSerialNumber: null },
    ]);
  });

  it('keeps at most 15, dropping the oldest', () => {
    expect(VIEW_HISTORY_CAP).toBe(15);
    const items = Array.from({ length: 20 }, (_, i) => i + 1).reduce(
      (list, id) => rememberView(list, { id, defectSerialNumber: null }),
      [] as ReturnType<typeof rememberView>,
    );
    expect(items).toHaveLength(15);
    expect(items[0]?.id).toBe(20);
    expect(items[14]?.id).toBe(6);
  });
});
