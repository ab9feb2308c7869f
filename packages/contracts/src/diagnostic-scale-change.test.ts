import { describe, expect, it } from 'vitest';
import { countDivisionsBetween, isScaleChangeLarge } from './diagnostic-cards.schemas.ts';
import { DIAGNOSTIC_SCALE_CHANGE_DIVISIONS_MAX } from './limits.ts';

describe('spec 9: a scale value moves by no more than 2 divisions without a confirm', () => {
  const whole = { step: 1 };
  const halves = { step: 0.5 };

  it('counts whole divisions either way, also on fractional steps', () => {
    expect(countDivisionsBetween(whole, 3, 5)).toBe(2);
    expect(countDivisionsBetween(whole, 5, 3)).toBe(2);
    expect(countDivisionsBetween(halves, 1, 2.5)).toBe(3);
    // Floating point sums (0.1 + 0.2) still count as whole divisions.
    expect(countDivisionsBetween({ step: 0.1 }, 0.1 + 0.2, 0.6)).toBe(3);
  });

  it('asks at three divisions and more, not at two or fewer', () => {
    expect(DIAGNOSTIC_SCALE_CHANGE_DIVISIONS_MAX).toBe(2);
    expect(isScaleChangeLarge(whole, 3, 3)).toBe(false);
    expect(isScaleChangeLarge(whole, 3, 5)).toBe(false);
    expect(isScaleChangeLarge(whole, 3, 1)).toBe(false);
    expect(isScaleChangeLarge(whole, 3, 6)).toBe(true);
    expect(isScaleChangeLarge(whole, 3, 0)).toBe(true);
    expect(isScaleChangeLarge(halves, 2, 3)).toBe(false);
    expect(isScaleChangeLarge(halves, 2, 3.5)).toBe(true);
  });

  it('asks nothing without an earlier value or when the value is cleared', () => {
    expect(isScaleChangeLarge(whole, undefined, 10)).toBe(false);
    expect(isScaleChangeLarge(whole, null, 10)).toBe(false);
    expect(isScaleChangeLarge(whole, 3, null)).toBe(false);
  });
});
