import { expect, type Page } from '@playwright/test';
import { isLanguage, LANGUAGES } from '@slovo/contracts';
import { chooseLanguage } from './fixtures.ts';

/** Phone upright and sideways, a small laptop, a wide desktop. */
export const CHECKED_VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
] as const;

/**
 * Labels that cut their text when it does not fit: buttons, badges, tabs, segmented controls,
 * navigation links. A label may shorten text on purpose only where the whole text is a tooltip or
 * title away (`title` on it or an ancestor).
 */
const LABELS = [
  '.mantine-Button-label',
  '.mantine-Badge-label',
  '.mantine-Tabs-tabLabel',
  '.mantine-SegmentedControl-label',
  '.mantine-NavLink-label',
  '.mantine-Chip-label',
].join(', ');

/** What does not fit on the screen as drawn now: cut labels and a page wider than the window. */
function findOverflow(selector: string): string[] {
  const problems: string[] = [];
  for (const label of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
    const box = label.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (label.closest('[title]')) continue;
    if (label.scrollWidth > label.clientWidth + 1) {
      problems.push(
        `"${label.textContent?.trim()}" is cut (${label.scrollWidth}/${label.clientWidth} px)`,
      );
    }
  }
  const page = document.documentElement;
  if (page.scrollWidth > window.innerWidth + 1) {
    problems.push(`the page is ${page.scrollWidth} px wide in a ${window.innerWidth} px window`);
  }
  return problems;
}

/** Fails when, at any of the checked widths, a label is cut or the page overflows sideways. */
export async function expectNothingCut(page: Page, screen: string) {
  const original = page.viewportSize();
  for (const viewport of CHECKED_VIEWPORTS) {
    await page.setViewportSize(viewport);
    // Screens that switch layout by media query re-render after the resize: two frames later.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect
      .poll(async () => page.evaluate(findOverflow, LABELS), {
        message: `${screen} at ${viewport.width}×${viewport.height}`,
      })
      .toEqual([]);
  }
  if (original) await page.setViewportSize(original);
}

/**
 * A public page (one with the language switcher) fits its labels in each of the four languages;
 * it is left in the language it was in, as the rest of the journey reads it.
 */
export async function expectFitsInEveryLanguage(page: Page, screen: string) {
  const original = await page.locator('html').getAttribute('lang');
  for (const language of LANGUAGES) {
    await chooseLanguage(page, language);
    await expectNothingCut(page, `${screen} in ${language}`);
  }
  if (isLanguage(original)) await chooseLanguage(page, original);
}
