import { allSettled, fork } from 'effector';
import { $shownCartCount } from '../features/headless';
import { firstRenderStarting } from './model';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
// The pre-painted frame's badges: a tap the page's early script noted after the shell's modules were evaluated.
jest.mock('../features/headless/lib/early-cart', () => ({ readEarlyCartCount: jest.fn(() => 0), watchEarlyCartCount: jest.fn() }));
const frame = jest.requireMock<{ readEarlyCartCount: jest.Mock<number, []> }>('../features/headless/lib/early-cart');

describe('the shell’s first render (decision 0052)', () => {
  it('starts with the count «В корзину» tapped meanwhile shows in the frame, in the same task', () => {
    frame.readEarlyCartCount.mockReturnValueOnce(1);
    const scope = fork();
    // bootstrap does not wait: the render it starts next must already draw the count.
    void allSettled(firstRenderStarting, { scope });
    expect(scope.getState($shownCartCount)).toBe(1);
  });
});
