import type { Category } from '@slovo/contracts';

export function buildCategory(overrides: Partial<Category> & Pick<Category, 'id' | 'name'>) {
  const category: Category = {
    description: '',
    parent: 0,
    is_folder: false,
    link_id: null,
    order: 0,
    workspace_id: 10,
    ...overrides,
  };
  return category;
}

/**
 * A small tree, listed out of order as a flat API answer:
 * Vowels/ · Sounds/ (Sound R/ (R in words, R in syllables), Sound L/) · Breathing
 */
export const demoCategories: Category[] = [
  buildCategory({ id: 4, name: 'R in syllables', parent: 3, order: 1 }),
  buildCategory({ id: 1, name: 'Sounds', is_folder: true, order: 1 }),
  buildCategory({ id: 6, name: 'Breathing', description: 'Warm-up before speech', order: 2 }),
  buildCategory({
    id: 3,
    name: 'Sound R',
    description: 'Rolling R from isolation to phrases',
    parent: 1,
    is_folder: true,
    order: 0,
  }),
  buildCategory({ id: 7, name: 'Sound L', parent: 1, is_folder: true, order: 1 }),
  buildCategory({ id: 2, name: 'Vowels', is_folder: true, order: 0 }),
  buildCategory({ id: 5, name: 'R in words', parent: 3, order: 0 }),
];
