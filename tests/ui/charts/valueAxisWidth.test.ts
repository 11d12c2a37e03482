import { describe, expect, it } from 'vitest';
import { candidateTicks } from '../../../src/charts/useValueAxisWidth';

describe("a value axis's candidate ticks", () => {
  it('holds the half-lakh steps between the ends of an axis climbing to two lakh', () => {
    const ticks = candidateTicks(0, 1_83_000);
    expect(ticks).toEqual(expect.arrayContaining([0, 50_000, 1_00_000, 1_50_000, 2_00_000]));
    // Steps from a tenth to a half of the range, each to the next whole step above the highest figure.
    expect(Math.max(...ticks)).toBe(2_00_000);
    expect(ticks).toContain(1_80_000);
  });

  it('reaches below zero for a negative figure and keeps decimal steps exact', () => {
    const ticks = candidateTicks(-0.3, 0.7);
    expect(ticks).toEqual(expect.arrayContaining([-0.3, -0.2, 0, 0.3, 0.7]));
    expect(ticks.every((tick) => Number(tick.toFixed(2)) === tick)).toBe(true);
  });

  it('is zero alone when every figure is zero', () => {
    expect(candidateTicks(0, 0)).toEqual([0]);
  });
});
