import { describe, expect, it } from 'vitest';
import { isTimeZone } from './time-zones.ts';

describe('isTimeZone', () => {
  it('tells a real zone from a made-up one', () => {
    expect(isTimeZone('Europe/Warsaw')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
