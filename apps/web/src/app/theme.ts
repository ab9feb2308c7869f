import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  type MantineColorsTuple,
} from '@mantine/core';
import { BREAKPOINTS } from '@slovo/contracts';

// System fonts: the content security policy allows no font hosts, and they render Cyrillic well.
const FONT_STACK =
  'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif';

// Mantine's gray 6 (#868e96) is the dimmed text, the gray badges and the subtle gray buttons, and
// reads at 3.3:1 on white. This one reads at 5.2:1 on white and 4.7:1 on gray 1, the AA minimum
// for small text being 4.5:1 (WCAG 1.4.3).
const GRAY = DEFAULT_THEME.colors.gray.map((shade, index) =>
  index === 6 ? '#666d74' : shade,
) as unknown as MantineColorsTuple;

/**
 * An open dialog stops the page behind it from scrolling, and by default every wheel turn or
 * finger swipe outside the dialog's own elements too. A select's list is drawn outside them, at
 * the end of the page; React passes the list's events through the dialog anyway, Preact (decision
 * 047) does not, so the dialog refused them and a long list could not be scrolled. The lists
 * scroll themselves again; the page behind stays still, covered by the dialog's overlay and with
 * its scrolling turned off.
 */
const DIALOG_SCROLL_LOCK = { noIsolation: true };

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 for filled buttons, light badges' text and links: at shade 6 white on indigo and
  // indigo on white read at 4.3:1, below the AA minimum of 4.5:1 (WCAG 1.4.3).
  primaryShade: 8,
  // Filled elements in light colours (teal, green, yellow, orange) get dark text instead of
  // white. 0.179 is the luminance where black and white contrast equally: above it, black reads
  // better (Mantine's 0.3 leaves white on teal 8 at 3.9:1).
  autoContrast: true,
  luminanceThreshold: 0.179,
  colors: { gray: GRAY },
  defaultRadius: 'md',
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '700' },
  breakpoints: BREAKPOINTS,
  cursorType: 'pointer',
  // A person who asked their system for less motion gets dialogs, menus and notices that appear
  // and leave without animating (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    Card: { defaultProps: { withBorder: true, shadow: 'xs', radius: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Modal: {
      defaultProps: { removeScrollProps: DIALOG_SCROLL_LOCK },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    Drawer: { defaultProps: { removeScrollProps: DIALOG_SCROLL_LOCK } },
    // Every select's list (Select, MultiSelect and the like) is kept mounted but hidden, and is
    // placed while hidden: 0 px wide, centred on its field, yet as wide as the field. Preact
    // runs the effect that places it again after the next paint (decision 047), so for a frame
    // it hangs over the right edge of the screen. A touch phone's browser then widens the page to
    // fit it; in a dialog, sized by that page, the field and its list widen too, and the page
    // never settles while the list flickers away. A fixed list adds nothing to the page's width.
    Combobox: { defaultProps: { floatingStrategy: 'fixed' } },
    // A badge names a state or a role: a table squeezing it to "Awaiting confir…" says nothing.
    // Badges holding text people typed opt out with `miw={0}` and carry the whole text as title.
    Badge: { styles: { root: { minWidth: 'max-content' } } },
  },
});

/**
 * Light badges, alerts and buttons write their colour on a pale tint of it. Even at shade 9 teal,
 * orange and yellow read below 4.5:1 there (WCAG 1.4.3), so the text takes shade 9 darkened by
 * 30%: the worst, yellow, then reads at 5:1. Placeholders (gray 5, 2:1) take the dimmed gray.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    // Field errors: red 6 reads at 3.3:1 on white, red 9 at 5.5:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.entries(resolved.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        darken(shades[9], 0.3),
      ]),
    ),
  },
  dark: {},
});
