import type { Template, TemplateBlock, TemplateSummary } from '@slovo/contracts';

export function buildTemplateSummary(
  overrides: Partial<TemplateSummary> & Pick<TemplateSummary, 'id' | 'title'>,
): TemplateSummary {
  return {
    workspace_id: 10,
    description: 'Sound production and automation for children 4-7.',
    block_count: 2,
    protocol_count: 0,
    updated_at: '2025-03-12T10:00:00.000Z',
    ...overrides,
  };
}

function buildBlock(
  overrides: Partial<TemplateBlock> & Pick<TemplateBlock, 'id' | 'title'>,
): TemplateBlock {
  return {
    parent_description: '',
    educator_description: '',
    min_presentations: 1,
    max_presentations: 3,
    categories: [],
    ...overrides,
  };
}

/** A template of two blocks; the first draws on a folder (with its texts) and a category. */
export const dyslaliaTemplate: Template = {
  ...buildTemplateSummary({ id: 7, title: 'Dyslalia, first course', protocol_count: 2 }),
  blocks: [
    buildBlock({
      id: 71,
      title: 'Articulation warm-up',
      parent_description: 'Games that prepare the tongue and lips.',
      educator_description: 'Two or three static and dynamic exercises.',
      min_presentations: 1,
      max_presentations: 3,
      categories: [
        {
          category_id: 3,
          name: 'Sound R',
          is_folder: true,
          parent_description: 'We learn to say R.',
          indications: 'Rhotacism',
        },
        {
          category_id: 6,
          name: 'Breathing',
          is_folder: false,
          parent_description: '',
          indications: '',
        },
      ],
    }),
    buildBlock({ id: 72, title: 'Sound automation', min_presentations: 2, max_presentations: 4 }),
  ],
};
