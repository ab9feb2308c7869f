import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The rules of WCAG 2.0 and 2.1, levels A and AA: what the Lighthouse score is made of too. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Violations that block a user outright fail the journey; the rest are listed in decision 028. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Checks the screen as drawn now with axe-core and fails on any serious or critical violation,
 * naming the rule and the elements. It also asserts `<html lang>` is the interface language, so a
 * screen reader speaks the page in the language it is written in.
 */
export async function expectAccessible(page: Page, screen: string) {
  // The app keeps the interface language under this key (STORAGE_KEYS.language).
  const language = await page.evaluate(() => localStorage.getItem('default-language'));
  expect(language, `${screen}: the interface language`).toMatch(/^(uk|ru|en|pl)$/);
  await expect(page.locator('html'), `${screen}: <html lang>`).toHaveAttribute('lang', language!);
  // A dialog or a notification still fading in or out reads as low contrast for a moment: the
  // check is repeated until the screen has settled; a real violation stays and fails it.
  await expect(async () => {
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const blocking = violations
      .filter((violation) => BLOCKING.has(violation.impact ?? ''))
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n` +
          violation.nodes
            .slice(0, 5)
            .map(
              (node) =>
                `    ${node.html.slice(0, 200)} — ${node.failureSummary?.split('\n')[1] ?? ''}`,
            )
            .join('\n'),
      );
    expect(blocking, `${screen}: serious or critical accessibility violations`).toEqual([]);
  }).toPass({ timeout: 10_000 });
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a keyboard user
 * would, and checks the browser draws a focus ring on it: it matches `:focus-visible` and has a
 * visible outline (Mantine's `mantine-focus-auto` on buttons and links) or box shadow, or its
 * border takes another colour (Mantine's text fields).
 */
export async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  // A text field's border belongs to Mantine's input box, which wraps the password's own input.
  const borderOf = (element: Element) =>
    getComputedStyle(element.closest('.mantine-Input-input') ?? element).borderColor;
  const unfocusedBorder = await target.evaluate(borderOf);
  for (let step = 0; step < 60; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
  // Mantine eases a field's border into its focus colour: the ring is asked for until drawn.
  const readRing = () =>
    target.evaluate((element, border) => {
      const style = getComputedStyle(element);
      const box = getComputedStyle(element.closest('.mantine-Input-input') ?? element);
      return {
        isFocusVisible: element.matches(':focus-visible'),
        isDrawn:
          (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
          style.boxShadow !== 'none' ||
          box.borderColor !== border,
      };
    }, unfocusedBorder);
  await expect
    .poll(readRing, { message: 'a visible focus ring' })
    .toEqual({ isFocusVisible: true, isDrawn: true });
}
