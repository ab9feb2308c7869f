import { render } from '@testing-library/react';
import { createRef } from 'react';
import { expect, it } from 'vitest';
import { useMergeRefs } from './merge-refs.ts';

function Box({ refs }: { refs: Parameters<typeof useMergeRefs<HTMLDivElement>>[0] }) {
  return <div ref={useMergeRefs(refs)} data-testid="box" />;
}

it('hands the element to every ref the scroll area merges, and takes it back on unmount', () => {
  const objectRef = createRef<HTMLDivElement>();
  const seen: (HTMLDivElement | null)[] = [];
  const { getByTestId, unmount } = render(
    <Box refs={[objectRef, (node) => void seen.push(node), undefined]} />,
  );
  expect(objectRef.current).toBe(getByTestId('box'));
  expect(seen).toEqual([getByTestId('box')]);
  unmount();
  expect(objectRef.current).toBeNull();
  expect(seen.at(-1)).toBeNull();
});
