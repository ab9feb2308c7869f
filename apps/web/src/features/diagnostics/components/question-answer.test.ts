import { describe, expect, it } from 'vitest';
import { setTableCell } from './question-answer.tsx';

describe('table answers', () => {
  it('sets and clears one cell, keeping the others', () => {
    const one = setTableCell({}, 'r1', 'c1', 2);
    const two = setTableCell(one, 'r1', 'c2', 3);
    expect(two).toEqual({ r1: { c1: 2, c2: 3 } });
    expect(setTableCell(two, 'r1', 'c1', null)).toEqual({ r1: { c2: 3 } });
    expect(one).toEqual({ r1: { c1: 2 } });
  });
});
