// Coordinates are rounded before they are saved as their numeric columns round them, so a form's
// reply and an import's "no change" see the stored value.
import { describe, expect, it } from 'vitest';
import { roundToScale } from '../../../schema/number';

describe('roundToScale', () => {
  it('rounds the number as written, half away from zero, as PostgreSQL rounds a numeric', () => {
    // 77.123456785 * 1e8 is 7712345678.499999 in binary; the decimal sent is ...785.
    expect(roundToScale(77.123456785, 8)).toBe(77.12345679);
    expect(roundToScale(-77.123456785, 8)).toBe(-77.12345679);
    expect(roundToScale(12.1234567891, 8)).toBe(12.12345679);
    expect(roundToScale(89.999999999, 8)).toBe(90);
    expect(roundToScale(12.5, 0)).toBe(13);
  });

  it('leaves a number with no more decimals than the scale as it is, and reads exponents', () => {
    expect(roundToScale(28.6, 8)).toBe(28.6);
    expect(roundToScale(0, 8)).toBe(0);
    expect(roundToScale(5e-9, 8)).toBe(1e-8);
    expect(roundToScale(-5e-9, 8)).toBe(-1e-8);
    expect(roundToScale(1.23e-7, 8)).toBe(1.2e-7);
    expect(roundToScale(4e-9, 8)).toBe(0);
  });
});
