import { ActionIcon, Group, MultiSelect, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import {
  EMPTY_RICH_TEXT,
  PROGRAM_COMPLEXES_MAX,
  PROGRAM_NAME_LENGTH,
  RecommendedProgramInputSchema,
  type RichTextDoc,
} from '@slovo/contracts';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorActionBar } from '../../../components/editor-action-bar.tsx';
import { RefusedSaveNote } from '../../../components/refused-save-note.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { translateFieldError } from '../../../lib/form-validation.ts';
import { isMessageKey } from '../../../lib/messages.ts';
import { notify } from '../../../lib/notify.ts';
import { useRefusedSave } from '../../../lib/refused-save.ts';
import {
  type ProgramItem,
  type ProgramKind,
  useProgramOptions,
  useSaveProgramItem,
} from '../api/programs-api.ts';
import { getListPath } from '../pages/program-paths.ts';

// The editor (Tiptap and ProseMirror) is the heavy part: its own chunk, after the form shows.
const RichTextField = lazy(() =>
  import('./rich-text-field.tsx').then((module) => ({ default: module.RichTextField })),
);

type Values = {
  name: string;
  content: RichTextDoc;
  complexIds: string[];
};

type Complex = { id: number; name: string };

/** The form's field a message belongs to: errors deep in the document belong to the editor. */
function toFieldKey(path: string): keyof Values {
  const [head] = path.split('.');
  if (head === 'complex_ids') return 'complexIds';
  return head === 'name' ? 'name' : 'content';
}

function collectErrors(issues: { path: string; message: string }[]) {
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const issue of issues) errors[toFieldKey(issue.path)] ??= issue.message;
  return errors;
}

/** The chosen complexes in order, each movable up and down. */
function ComplexOrder({
  ids,
  names,
  onChange,
}: {
  ids: string[];
  names: Map<string, string>;
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation('programs');
  if (ids.length < 2) return null;
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [item] = next.splice(from, 1);
    if (item !== undefined) next.splice(to, 0, item);
    onChange(next);
  };
  return (
    <Stack gap={4} data-testid="complex-order">
      {ids.map((id, index) => (
        <Group key={id} gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" w={24} ta="right">
            {index + 1}.
          </Text>
          <Text size="sm" style={{ flex: 1, overflowWrap: 'anywhere' }}>
            {names.get(id) ?? id}
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={index === 0}
            onClick={() => move(index, index - 1)}
            aria-label={t('programs:form.moveUp', { name: names.get(id) ?? id })}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={index === ids.length - 1}
            onClick={() => move(index, index + 1)}
            aria-label={t('programs:form.moveDown', { name: names.get(id) ?? id })}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}

function ComplexPicker({
  workspaceId,
  value,
  chosen,
  error,
  onChange,
}: {
  workspaceId: number;
  value: string[];
  chosen: Complex[];
  error: React.ReactNode;
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation('programs');
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 300);
  const options = useProgramOptions('complexes', workspaceId, term);
  // Names of everything seen, so chosen complexes keep their labels whatever the search shows.
  const namesRef = useRef(new Map(chosen.map((c) => [String(c.id), c.name])));
  for (const item of options.data?.data ?? []) namesRef.current.set(String(item.id), item.name);
  const names = namesRef.current;
  const data = [
    ...new Set([...value, ...(options.data?.data ?? []).map((item) => String(item.id))]),
  ].map((id) => ({ value: id, label: names.get(id) ?? id }));
  return (
    <Stack gap="xs">
      <MultiSelect
        label={t('programs:form.complexes')}
        description={t('programs:form.complexesHint')}
        placeholder={value.length === 0 ? t('programs:form.complexesPlaceholder') : undefined}
        data={data}
        value={value}
        onChange={onChange}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // The server searched already: show what it found.
        filter={({ options: all }) => all}
        maxValues={PROGRAM_COMPLEXES_MAX}
        nothingFoundMessage={options.isFetching ? undefined : t('programs:form.complexesNone')}
        hidePickedOptions
        clearable
        error={error}
        data-testid="program-complexes"
      />
      <ComplexOrder ids={value} names={names} onChange={onChange} />
    </Stack>
  );
}

type ProgramFormProps<K extends ProgramKind> = {
  kind: K;
  workspaceId: number;
  /** The complex or program being edited; absent when creating. */
  item?: ProgramItem[K];
  onSaved?: (saved: ProgramItem[K]) => void;
};

/** Creating and editing a complex or a program: a name, the content, a program's complexes. */
export function ProgramForm<K extends ProgramKind>({
  kind,
  workspaceId,
  item,
  onSaved,
}: ProgramFormProps<K>) {
  const { t } = useTranslation(['programs', 'common']);
  const save = useSaveProgramItem(kind);
  const isSavingRef = useRef(false);
  const chosen = item && 'complexes' in item ? item.complexes : [];
  const form = useForm<Values>({
    initialValues: {
      name: item?.name ?? '',
      content: item?.content ?? EMPTY_RICH_TEXT,
      complexIds: chosen.map((c) => String(c.id)),
    },
    validate: (values) => {
      const result = RecommendedProgramInputSchema.safeParse({
        workspace_id: workspaceId,
        name: values.name,
        content: values.content,
        complex_ids: values.complexIds.map(Number),
      });
      if (result.success) return {};
      return collectErrors(
        result.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: isMessageKey(issue.message) ? issue.message : 'validation.invalid',
        })),
      );
    },
  });
  const refused = useRefusedSave(form, (error) => {
    if (!isApiError(error) || error.fields.length === 0) return false;
    form.setErrors(collectErrors(error.fields));
    return true;
  });

  const handleSubmit = (values: Values) => {
    isSavingRef.current = true;
    refused.clear();
    save.mutate(
      {
        id: item?.id,
        body: {
          workspace_id: workspaceId,
          name: values.name.trim(),
          content: values.content,
          complex_ids: values.complexIds.map(Number),
        },
      },
      {
        onSuccess: (saved) => {
          notify({
            color: 'green',
            message: t(item ? `programs:${kind}.saved` : `programs:${kind}.created`, {
              name: saved.name,
            }),
          });
          form.resetDirty({ ...values, name: saved.name });
          isSavingRef.current = false;
          onSaved?.(saved as ProgramItem[K]);
        },
        onError: (error) => {
          isSavingRef.current = false;
          refused.onFailure(error);
        },
      },
    );
  };

  return (
    <form
      ref={refused.formRef}
      onSubmit={form.onSubmit(handleSubmit, refused.onInvalid)}
      noValidate
      data-testid="program-form"
    >
      <Stack gap="lg">
        <EditorActionBar
          testId="program"
          backTo={getListPath(kind)}
          backLabel={t(`programs:${kind}.back`)}
          unsavedLabel={t('programs:form.unsaved')}
          isDirty={form.isDirty()}
          saveLabel={item ? t('programs:form.save') : t(`programs:${kind}.create`)}
          isSaving={save.isPending}
        >
          <RefusedSaveNote refusal={refused.refusal} />
        </EditorActionBar>
        <SectionCard title={t('programs:form.section')}>
          <Stack gap="md">
            <TextInput
              label={t('programs:form.name')}
              required
              maxLength={PROGRAM_NAME_LENGTH.max}
              data-testid="program-name"
              {...form.getInputProps('name')}
              error={translateFieldError(form.errors.name, PROGRAM_NAME_LENGTH)}
            />
            <Suspense fallback={<Skeleton height={280} data-testid="program-content-loading" />}>
              <RichTextField
                label={t('programs:form.content')}
                value={form.values.content}
                onChange={(content) => {
                  form.setFieldValue('content', content);
                  form.clearFieldError('content');
                }}
                error={translateFieldError(form.errors.content)}
                testId="program-content"
              />
            </Suspense>
            {kind === 'programs' && (
              <ComplexPicker
                workspaceId={workspaceId}
                value={form.values.complexIds}
                chosen={chosen}
                error={translateFieldError(form.errors.complexIds)}
                onChange={(ids) => {
                  form.setFieldValue('complexIds', ids);
                  form.clearFieldError('complexIds');
                }}
              />
            )}
          </Stack>
        </SectionCard>
      </Stack>
      <UnsavedChangesGuard
        text={t('programs:form.unsavedText')}
        isDirty={form.isDirty() && !save.isPending}
        isSavingRef={isSavingRef}
      />
    </form>
  );
}
