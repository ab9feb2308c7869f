import { describe, expect, it } from 'vitest';
import { measureWorstContrast, readLuminance, readRequiredContrast } from './contrast.ts';
import { mergeTextProperties, readColourScheme, readTextProperties } from './text-colour.ts';

const THEME =
  '<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:themeElements>' +
  '<a:clrScheme name="Office"><a:dk1><a:sysClr val="windowText" lastClr="000000"/></a:dk1>' +
  '<a:lt1><a:sysClr val="window" lastClr="FFFFFF"/></a:lt1><a:dk2><a:srgbClr val="44546A"/></a:dk2>' +
  '<a:accent1><a:srgbClr val="4472C4"/></a:accent1></a:clrScheme></a:themeElements></a:theme>';
const context = {
  scheme: readColourScheme(THEME),
  map: new Map([
    ['tx1', 'dk1'],
    ['bg1', 'lt1'],
  ]),
};

describe('readTextProperties', () => {
  it('reads a run colour, size and weight as written', () => {
    expect(
      readTextProperties(
        '<a:rPr lang="ru-RU" sz="2400" b="1"><a:solidFill><a:srgbClr val="1A2B3C"/></a:solidFill></a:rPr>',
        context,
      ),
    ).toEqual({ colour: [0x1a, 0x2b, 0x3c], sizePt: 24, isBold: true });
  });

  it('maps scheme colours through the colour map and applies lighter and darker', () => {
    const text = (colour: string) =>
      readTextProperties(`<a:rPr><a:solidFill>${colour}</a:solidFill></a:rPr>`, context).colour;
    expect(text('<a:schemeClr val="tx1"/>')).toEqual([0, 0, 0]);
    expect(text('<a:schemeClr val="accent1"/>')).toEqual([0x44, 0x72, 0xc4]);
    // PowerPoint's "Text 1, lighter 50%".
    expect(
      text('<a:schemeClr val="tx1"><a:lumMod val="50000"/><a:lumOff val="50000"/></a:schemeClr>'),
    ).toEqual([128, 128, 128]);
    // "Background 1, darker 50%".
    expect(text('<a:schemeClr val="bg1"><a:lumMod val="50000"/></a:schemeClr>')).toEqual([
      128, 128, 128,
    ]);
  });

  it('ignores the outline and highlight colours, which are not the letters', () => {
    const run =
      '<a:rPr sz="1200"><a:ln w="9525"><a:solidFill><a:srgbClr val="FF0000"/></a:solidFill></a:ln>' +
      '<a:highlight><a:srgbClr val="FFFF00"/></a:highlight></a:rPr>';
    expect(readTextProperties(run, context)).toEqual({ colour: 'unset', sizePt: 12, isBold: null });
  });

  it('takes each property from the first level that sets it, then black 18 pt', () => {
    const run = readTextProperties('<a:rPr b="1"/>', context);
    const master = readTextProperties(
      '<a:defRPr sz="4400"><a:solidFill><a:schemeClr val="tx1"/></a:solidFill></a:defRPr>',
      context,
    );
    expect(mergeTextProperties([run, null, master])).toEqual({
      colour: [0, 0, 0],
      sizePt: 44,
      isBold: true,
    });
    expect(mergeTextProperties([null])).toEqual({ colour: [0, 0, 0], sizePt: 18, isBold: false });
  });
});

describe('contrast', () => {
  it('measures WCAG ratios and the thresholds for normal and large text', () => {
    const black = readLuminance([0, 0, 0]);
    const white = readLuminance([255, 255, 255]);
    const shades = { columns: 2, rows: 1, luminance: [black, white] };
    expect(measureWorstContrast(shades, { x: 0.5, y: 0, cx: 0.5, cy: 1 }, black)).toBeCloseTo(
      21,
      5,
    );
    // Over both halves, the black half decides.
    expect(measureWorstContrast(shades, { x: 0, y: 0, cx: 1, cy: 1 }, black)).toBeCloseTo(1, 5);
    // #767676 on white is the classic just-passing grey: 4.54:1.
    expect(
      measureWorstContrast(
        shades,
        { x: 0.5, y: 0, cx: 0.5, cy: 1 },
        readLuminance([0x76, 0x76, 0x76]),
      ),
    ).toBeCloseTo(4.54, 2);
    expect(readRequiredContrast(12, false)).toBe(4.5);
    expect(readRequiredContrast(14, true)).toBe(3);
    expect(readRequiredContrast(18, false)).toBe(3);
  });
});
