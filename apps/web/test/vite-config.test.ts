import { BREAKPOINTS } from '@slovo/contracts';
import { createElement as preactCreateElement } from 'preact/compat';
import { createElement } from 'react';
import { expect, it } from 'vitest';
import { BREAKPOINT_VARIABLES, scrollAreaWithoutFloatingUi } from '../vite.config.ts';

it('gives CSS modules the breakpoints of spec 9', () => {
  const expected = Object.fromEntries(
    Object.entries(BREAKPOINTS).map(([name, value]) => [`mantine-breakpoint-${name}`, value]),
  );
  expect(BREAKPOINT_VARIABLES).toEqual(expected);
});

it('renders the tests with Preact, as the build does (decision 047)', () => {
  expect(createElement).toBe(preactCreateElement);
});

it("gives Mantine's scroll area its ref hook without floating UI, and nobody else", () => {
  const resolveId = scrollAreaWithoutFloatingUi().resolveId as (
    source: string,
    importer: string | undefined,
  ) => string | null;
  const scrollArea = '/app/node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs';
  expect(resolveId('@floating-ui/react', scrollArea)).toMatch(/src\/lib\/merge-refs\.ts$/);
  expect(resolveId('@floating-ui/react', '/app/node_modules/@mantine/core/esm/x.mjs')).toBeNull();
  expect(resolveId('react', scrollArea)).toBeNull();
});
