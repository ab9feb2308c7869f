import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS } from '@slovo/contracts';

/**
 * The viewport is at least this breakpoint wide. Lists use it to render a table or cards, one of
 * the two and never both, so each test id stays unique on the page. The app renders only in the
 * browser, so the first render already asks the media query: a phone never draws the table for a
 * frame before its cards (and nothing rebuilds a list the moment it appears).
 */
export function useIsBreakpointUp(breakpoint: keyof typeof BREAKPOINTS): boolean {
  return useMediaQuery(`(min-width: ${BREAKPOINTS[breakpoint]})`, true, {
    getInitialValueInEffect: false,
  });
}
