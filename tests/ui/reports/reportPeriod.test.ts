// The quick ranges end on the market's today (India's), wherever the viewer is.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPeriod, presetPeriod } from '../../../src/reports/reportPeriod';

afterEach(() => vi.useRealTimers());

describe('report periods', () => {
  it("end on the market's today, not the viewer's", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      // 20:00 UTC on 1 December: 15:00 in New York, already 2 December in India.
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T20:00:00Z') });
      expect(defaultPeriod()).toEqual({ from: '2026-11-03', to: '2026-12-02' });
      expect(presetPeriod('this_month')).toEqual({ from: '2026-12-01', to: '2026-12-02' });
      expect(presetPeriod('last_month')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    } finally {
      process.env.TZ = zone;
    }
  });
});
