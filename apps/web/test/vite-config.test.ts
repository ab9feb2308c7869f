import { BREAKPOINTS } from '@slovo/contracts';
import { expect, it } from 'vitest';
import { BREAKPOINT_VARIABLES } from '../vite.config.ts';

it('gives CSS modules the breakpoints of spec 9', () => {
  const expected = Object.fromEntries(
    Object.entries(BREAKPOINTS).map(([name, value]) => [`mantine-breakpoint-${name}`, value]),
  );
  expect(BREAKPOINT_VARIABLES).toEqual(expected);
});
