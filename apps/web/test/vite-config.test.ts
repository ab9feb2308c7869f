import { BREAKPOINTS } from '@slovo/contracts';
import { createElement as preactCreateElement } from 'preact/compat';
import { createElement } from 'react';
import { expect, it } from 'vitest';
import { BREAKPOINT_VARIABLES } from '../vite.config.ts';

it('gives CSS modules the breakpoints of spec 9', () => {
  const expected = Object.fromEntries(
    Object.entries(BREAKPOINTS).map(([name, value]) => [`mantine-breakpoint-${name}`, value]),
  );
  expect(BREAKPOINT_VARIABLES).toEqual(expected);
});

it('renders the tests with Preact, as the build does (decision 047)', () => {
  expect(createElement).toBe(preactCreateElement);
});
