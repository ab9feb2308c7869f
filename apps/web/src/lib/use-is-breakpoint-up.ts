import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS } from '@slovo/contracts';

/**
 * The viewport is at least this breakpoint wide. Lists use it to render a table or cards, one of
 * the two and never both, so each test id stays unique on the page.
 */
export function useIsBreakpointUp(breakpoint: keyof typeof BREAKPOINTS): boolean {
  return useMediaQuery(`(min-width: ${BREAKPOINTS[breakpoint]})`, true);
}
