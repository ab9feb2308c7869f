import { createTheme } from '@mantine/core';
import { BREAKPOINTS } from '@slovo/contracts';

// System fonts: the content security policy allows no font hosts, and they render Cyrillic well.
const FONT_STACK =
  'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 6,
  defaultRadius: 'md',
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '700' },
  breakpoints: BREAKPOINTS,
  cursorType: 'pointer',
  components: {
    Card: { defaultProps: { withBorder: true, shadow: 'xs', radius: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Modal: { styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } } },
    // A badge names a state or a role: a table squeezing it to "Awaiting confir…" says nothing.
    // Badges holding text people typed opt out with `miw={0}` and carry the whole text as title.
    Badge: { styles: { root: { minWidth: 'max-content' } } },
  },
});
