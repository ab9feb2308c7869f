import { buildCategoryTree } from '@slovo/contracts';
import { describe, expect, it } from 'vitest';
import { demoCategories } from '../../../../test/categories.ts';
import { buildTreeRows, listExpandableIds } from './build-tree-rows.ts';

const tree = buildCategoryTree(demoCategories);

function describeRows(collapsedIds: number[], search = '') {
  return buildTreeRows(tree, { collapsedIds: new Set(collapsedIds), search }).map(
    (row) => `${'  '.repeat(row.depth)}${row.node.name}${row.isMatch ? ' *' : ''}`,
  );
}

describe('buildTreeRows', () => {
  it('shows every level sorted by order, and hides what is inside closed folders', () => {
    expect(describeRows([])).toEqual([
      'Vowels',
      'Sounds',
      '  Sound R',
      '    R in words',
      '    R in syllables',
      '  Sound L',
      'Breathing',
    ]);
    expect(describeRows([3])).toEqual(['Vowels', 'Sounds', '  Sound R', '  Sound L', 'Breathing']);
    expect(describeRows([1])).toEqual(['Vowels', 'Sounds', 'Breathing']);
  });

  it('keeps only matches and the folders leading to them, opened even if closed by hand', () => {
    expect(describeRows([1, 3], ' SYLLAB ')).toEqual([
      'Sounds',
      '  Sound R',
      '    R in syllables *',
    ]);
    const rows = buildTreeRows(tree, { collapsedIds: new Set([1, 3]), search: 'syllab' });
    expect(rows.map((row) => row.isForcedOpen)).toEqual([true, true, false]);
  });

  it('finds descriptions too, and shows a matching open folder with all of its contents', () => {
    expect(describeRows([], 'rolling')).toEqual([
      'Sounds',
      '  Sound R *',
      '    R in words',
      '    R in syllables',
    ]);
    expect(describeRows([3], 'rolling')).toEqual(['Sounds', '  Sound R *']);
    expect(describeRows([], 'nothing like this')).toEqual([]);
  });

  it('lists the folders with contents for "collapse all"', () => {
    expect(listExpandableIds(tree)).toEqual([1, 3]);
  });
});
