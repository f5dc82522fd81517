import { requestIdOf } from './request-id';

describe('requestIdOf', () => {
  it("keeps a caller's well-formed id", () => {
    for (const id of ['0b9e4c0e-2f0a-4d57-8a49-3bd1c1e0f2aa', 'shell-7f3a9c21', 'Root=1-67891233:abc']) expect(requestIdOf(id)).toBe(id);
  });

  it('makes a new UUID for none, a short one, free text or an overlong one', () => {
    for (const given of [undefined, ['a', 'b'], 'x', 'text with spaces', 'a\u0000bcdefgh', 'a'.repeat(129)]) {
      expect(requestIdOf(given)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});
