import { describe, expect, it } from 'vitest';
import { getAllTimeZoneGroups, getCommonTimeZones } from './time-zone-options.ts';

const LABELS = { common: 'Common', all: 'All' };

function labelsOf(options: { label: string }[]): string[] {
  return options.map((option) => option.label);
}

describe('time zone options', () => {
  it('lists every zone once, by its current name', () => {
    const [common, all] = getAllTimeZoneGroups('Europe/Warsaw', LABELS);
    const values = [...(common?.items ?? []), ...(all?.items ?? [])].map((item) => item.value);
    expect(values).toContain('Europe/Kyiv');
    expect(values).not.toContain('Europe/Kiev');
    expect(values).toContain('Asia/Kolkata');
    expect(values).not.toContain('Asia/Calcutta');
    expect(new Set(values).size).toBe(values.length);
  });

  it('shows a zone saved under its old name as the common one, chosen, not as a second entry', () => {
    const options = getCommonTimeZones('Europe/Kiev');
    const kyiv = options.filter((option) => option.label.startsWith('Europe/Ky'));
    expect(kyiv).toEqual([{ value: 'Europe/Kiev', label: expect.stringMatching(/^Europe\/Kyiv/) }]);
    expect(labelsOf(options).some((label) => label.includes('Kiev'))).toBe(false);
  });

  it('keeps the old spelling as the value of a zone from the full list', () => {
    const [common, all] = getAllTimeZoneGroups('Asia/Calcutta', LABELS);
    expect(common?.items.some((item) => item.label.includes('Kolkata'))).toBe(false);
    const kolkata = all?.items.filter((item) => item.label.startsWith('Asia/Kolkata'));
    expect(kolkata?.map((item) => item.value)).toEqual(['Asia/Calcutta']);
    expect(all?.items.some((item) => item.label.includes('Calcutta'))).toBe(false);
  });
});
