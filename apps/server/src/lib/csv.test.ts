import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine, streamCsv } from './csv.ts';

describe('csv', () => {
  it('defuses formulas and quotes what needs quoting', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+380 67')).toBe("'+380 67");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('Марко, 6')).toBe('"Марко, 6"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });

  it('streams the BOM, the header and every batch until one is empty', async () => {
    const batches = [[1, 2], [3], []];
    const seen: (number | null)[] = [];
    const chunks: string[] = [];
    for await (const chunk of streamCsv(
      ['n'],
      async (after: number | null) => {
        seen.push(after);
        return batches.shift() ?? [];
      },
      (n) => [n],
    )) {
      chunks.push(chunk);
    }
    expect(chunks.join('')).toBe(`${CSV_BOM}n\r\n1\r\n2\r\n3\r\n`);
    expect(seen).toEqual([null, 2, 3]);
  });
});
