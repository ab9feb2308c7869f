import type { UseFormReturnType } from '@mantine/form';
import {
  type Exercise,
  type ExerciseInput,
  ExerciseInputSchema,
  type ExerciseRequest,
  type ExerciseStatus,
  type Language,
  type Upload,
} from '@slovo/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import { createSchemaValidator } from '../../../lib/form-validation.ts';

/** A chosen tag: an existing one by id, or a new name the server creates on save. */
export type TagChoice = { id: number | null; name: string };

export type ExerciseFormValues = {
  title: string;
  /** Select values are strings. */
  category_id: string | null;
  description: string;
  comment: string;
  instruction: string;
  tags: TagChoice[];
  interest_ids: string[];
  usage_frequency: '1' | '3';
  language: Language;
  is_read_only: boolean;
  is_excluded_from_generation: boolean;
  is_ready_for_generation: boolean;
  presentation: Upload | null;
  images: Upload[];
  audios: Upload[];
};

type InitialSource = {
  exercise?: Exercise | undefined;
  request?: ExerciseRequest | undefined;
  language: Language;
};

export function getInitialValues({
  exercise,
  request,
  language,
}: InitialSource): ExerciseFormValues {
  if (exercise) {
    return {
      title: exercise.title,
      category_id: String(exercise.category_id),
      description: exercise.description,
      comment: exercise.comment,
      instruction: exercise.instruction,
      tags: exercise.tags.map((tag) => ({ id: tag.id, name: tag.name })),
      interest_ids: exercise.interests.map((interest) => String(interest.id)),
      usage_frequency: exercise.usage_frequency === 3 ? '3' : '1',
      language: exercise.language,
      is_read_only: exercise.is_read_only,
      is_excluded_from_generation: exercise.is_excluded_from_generation,
      is_ready_for_generation: exercise.is_ready_for_generation,
      presentation: exercise.presentation,
      images: exercise.images,
      audios: exercise.audios,
    };
  }
  return {
    title: '',
    category_id: null,
    // A microblock filed against a request starts from what the moderator asked for.
    description: request?.description ?? '',
    comment: '',
    instruction: '',
    tags: [],
    interest_ids: request?.interests.map((interest) => String(interest.id)) ?? [],
    usage_frequency: '1',
    language,
    is_read_only: false,
    is_excluded_from_generation: false,
    is_ready_for_generation: false,
    presentation: null,
    images: [],
    audios: [],
  };
}

type InputContext = {
  workspaceId: number;
  statusId: ExerciseStatus;
  requestId: number | null;
};

/** The `ExerciseInput` of the contracts, as POST and PUT /exercises take it. */
export function toExerciseInput(values: ExerciseFormValues, context: InputContext): ExerciseInput {
  return {
    workspace_id: context.workspaceId,
    title: values.title,
    category_id: values.category_id === null ? null : Number(values.category_id),
    description: values.description,
    comment: values.comment,
    instruction: values.instruction,
    presentation_id: values.presentation?.id ?? null,
    tag_ids: values.tags.flatMap((tag) => (tag.id === null ? [] : [tag.id])),
    new_tags: values.tags.flatMap((tag) => (tag.id === null ? [tag.name] : [])),
    interest_ids: values.interest_ids.map(Number),
    usage_frequency: values.usage_frequency === '3' ? 3 : 1,
    language: values.language,
    is_read_only: values.is_read_only,
    is_excluded_from_generation: values.is_excluded_from_generation,
    is_ready_for_generation: values.is_ready_for_generation,
    image_ids: values.images.map((image) => image.id),
    audio_ids: values.audios.map((audio) => audio.id),
    request_id: context.requestId,
    status_id: context.statusId,
    status_comment: '',
  };
}

// Schema paths that the form shows under a differently named field.
const FIELD_BY_SCHEMA_PATH: [RegExp, keyof ExerciseFormValues][] = [
  [/^(tag_ids|new_tags)(\.|$)/, 'tags'],
  [/^presentation_id$/, 'presentation'],
  [/^interest_ids(\.|$)/, 'interest_ids'],
  [/^image_ids(\.|$)/, 'images'],
  [/^audio_ids(\.|$)/, 'audios'],
];

function toFieldPath(path: string): string {
  return FIELD_BY_SCHEMA_PATH.find(([pattern]) => pattern.test(path))?.[1] ?? path;
}

function renameErrorPaths(errors: Record<string, string>): Record<string, string> {
  const renamed: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) renamed[toFieldPath(path)] ??= message;
  return renamed;
}

/**
 * Client validation with the contracts schema. The status does not change what is valid, so any
 * permitted one stands in for it.
 */
export function createExerciseValidator(context: InputContext) {
  const validate = createSchemaValidator(ExerciseInputSchema, (values: ExerciseFormValues) =>
    toExerciseInput(values, context),
  );
  return (values: ExerciseFormValues) => renameErrorPaths(validate(values));
}

/**
 * Puts the server's field errors under their fields (a taken title under the title). Returns
 * false when the failure named no field, so the caller can show it elsewhere.
 */
export function applyExerciseServerErrors(
  form: UseFormReturnType<ExerciseFormValues>,
  error: unknown,
): boolean {
  if (!isApiError(error)) return false;
  if (error.fields.length > 0) {
    form.setErrors(
      renameErrorPaths(
        Object.fromEntries(error.fields.map((field) => [field.path, field.message])),
      ),
    );
    return true;
  }
  if (error.code === 'EXERCISE_TITLE_TAKEN') {
    form.setFieldError('title', error.message);
    return true;
  }
  return false;
}
