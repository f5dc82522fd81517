import { storeSettingsLoaded } from '@store/bus';
import { allSettled, fork } from 'effector';
import { $demoNoticeOpen, demoNoticeClosed, markNoticeSeenFx, readNoticeSeenFx } from './demo-notice';

const settings = (demo: boolean) => ({ supportPhone: '+7 (800) 555-35-35', supportHours: '10:00-19:00', demo, developmentHost: false });

describe('demo-site notice (SPEC §1)', () => {
  it('opens once per visit when the settings say demo, and stays closed after «Понятно»', async () => {
    const marked: unknown[] = [];
    const scope = fork({
      handlers: [
        [readNoticeSeenFx, () => false],
        [markNoticeSeenFx, () => void marked.push(true)],
      ],
    });
    expect(scope.getState($demoNoticeOpen)).toBe(false);
    await allSettled(storeSettingsLoaded, { scope, params: settings(true) });
    expect(scope.getState($demoNoticeOpen)).toBe(true);
    await allSettled(demoNoticeClosed, { scope });
    expect(scope.getState($demoNoticeOpen)).toBe(false);
    expect(marked).toHaveLength(1);
  });

  it('a real store, or a notice already read in this visit, shows nothing', async () => {
    const real = fork({ handlers: [[readNoticeSeenFx, () => false]] });
    await allSettled(storeSettingsLoaded, { scope: real, params: settings(false) });
    expect(real.getState($demoNoticeOpen)).toBe(false);
    const seen = fork({ handlers: [[readNoticeSeenFx, () => true]] });
    await allSettled(storeSettingsLoaded, { scope: seen, params: settings(true) });
    expect(seen.getState($demoNoticeOpen)).toBe(false);
  });
});
