import { randomId } from '@mantine/hooks';
import {
  type BlockCategory,
  type Template,
  type TemplateInput,
  TemplateInputSchema,
} from '@slovo/contracts';
import { createSchemaValidator } from '../../../lib/form-validation.ts';

/** A chosen category or folder; its name and kind are shown, only the id and texts are sent. */
export type ChosenCategory = BlockCategory;

export type BlockValues = {
  /** A React key that follows the block when it moves: blocks have no id until saved. */
  key: string;
  title: string;
  parent_description: string;
  educator_description: string;
  /** NumberInput holds '' while the field is empty. */
  min_presentations: number | string;
  max_presentations: number | string;
  categories: ChosenCategory[];
};

export type TemplateValues = {
  title: string;
  description: string;
  blocks: BlockValues[];
};

const NEW_BLOCK_PRESENTATIONS = { min: 1, max: 3 } as const;

export function createBlock(): BlockValues {
  return {
    key: randomId(),
    title: '',
    parent_description: '',
    educator_description: '',
    min_presentations: NEW_BLOCK_PRESENTATIONS.min,
    max_presentations: NEW_BLOCK_PRESENTATIONS.max,
    categories: [],
  };
}

/** A new template starts with one empty block: a template without blocks plans nothing. */
export function getInitialValues(template?: Template): TemplateValues {
  if (!template) return { title: '', description: '', blocks: [createBlock()] };
  return {
    title: template.title,
    description: template.description,
    blocks: template.blocks.map((block) => ({
      key: randomId(),
      title: block.title,
      parent_description: block.parent_description,
      educator_description: block.educator_description,
      min_presentations: block.min_presentations,
      max_presentations: block.max_presentations,
      categories: block.categories,
    })),
  };
}

/** Whether removing the block would lose something the moderator wrote or chose. */
export function hasBlockContent(block: BlockValues): boolean {
  return (
    block.title.trim() !== '' ||
    block.parent_description.trim() !== '' ||
    block.educator_description.trim() !== '' ||
    block.categories.length > 0
  );
}

function toCount(value: number | string): number | undefined {
  return value === '' ? undefined : Number(value);
}

/**
 * The body the API takes. An empty count goes in as undefined, which the schema refuses: the
 * editor validates before it sends, so only valid counts ever reach the server.
 */
export function toTemplateInput(values: TemplateValues, workspaceId: number): TemplateInput {
  return {
    workspace_id: workspaceId,
    title: values.title,
    description: values.description,
    blocks: values.blocks.map((block) => ({
      title: block.title,
      parent_description: block.parent_description,
      educator_description: block.educator_description,
      min_presentations: toCount(block.min_presentations) as number,
      max_presentations: toCount(block.max_presentations) as number,
      // Folders carry their texts; a plain category has none to send.
      categories: block.categories.map((category) => ({
        category_id: category.category_id,
        parent_description: category.is_folder ? category.parent_description : '',
        indications: category.is_folder ? category.indications : '',
      })),
    })),
  };
}

export const COUNT_FIELDS = ['min_presentations', 'max_presentations'] as const;

/** The contracts rules, with "required" for an empty count instead of zod's type message. */
export function validateTemplate(
  values: TemplateValues,
  workspaceId: number,
): Record<string, string> {
  const errors = createSchemaValidator(TemplateInputSchema, (input: TemplateValues) =>
    toTemplateInput(input, workspaceId),
  )(values);
  values.blocks.forEach((block, index) => {
    for (const field of COUNT_FIELDS) {
      if (block[field] === '') errors[`blocks.${index}.${field}`] = 'validation.required';
    }
  });
  return errors;
}
