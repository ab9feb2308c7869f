import { Alert, Button, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TagUsage } from '@slovo/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useTagUsage } from '../api/get-tag-usage.ts';
import { useMergeTagsMutation } from '../api/merge-tags.ts';

const OTHER_TARGET = 'other';
const SEARCH_DEBOUNCE_MS = 300;

/** The tag most microblocks already use: merging into it changes the fewest of them. */
function pickDefaultTarget(tags: TagUsage[]): string {
  if (tags.length < 2) return OTHER_TARGET;
  const [mostUsed] = [...tags].sort((a, b) => b.exercise_count - a.exercise_count);
  return mostUsed ? String(mostUsed.id) : OTHER_TARGET;
}

type TagMergeFormProps = {
  tags: TagUsage[];
  workspaceId: number;
  onMerged: () => void;
  onCancel: () => void;
};

function TagMergeForm({ tags, workspaceId, onMerged, onCancel }: TagMergeFormProps) {
  const { t } = useTranslation(['themes', 'common']);
  const mergeTags = useMergeTagsMutation();
  const [choice, setChoice] = useState(() => pickDefaultTarget(tags));
  const [otherId, setOtherId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const isOther = choice === OTHER_TARGET;
  const found = useTagUsage({ workspaceId, term, page: 1 }, isOther);
  const selectedIds = new Set(tags.map((tag) => tag.id));
  const otherOptions = (found.data?.data ?? [])
    .filter((tag) => !selectedIds.has(tag.id))
    .map((tag) => ({ value: String(tag.id), label: tag.name }));

  const targetId = isOther ? (otherId === null ? null : Number(otherId)) : Number(choice);
  const sourceIds = tags.map((tag) => tag.id).filter((id) => id !== targetId);
  const targetName = isOther
    ? otherOptions.find((option) => option.value === otherId)?.label
    : tags.find((tag) => tag.id === targetId)?.name;
  const canMerge = targetId !== null && sourceIds.length > 0;

  const merge = () => {
    if (targetId === null) return;
    mergeTags.mutate(
      { workspaceId, sourceIds, targetId },
      {
        onSuccess: () => {
          notify({
            color: 'green',
            message: t('themes:notifications.tagsMerged', {
              total: sourceIds.length,
              name: targetName ?? '',
            }),
          });
          onMerged();
        },
      },
    );
  };

  return (
    <Stack gap="md" data-testid="tags-merge-form">
      <Radio.Group value={choice} onChange={setChoice} label={t('themes:tags.merge.target')}>
        <Stack gap="xs" mt="xs">
          {tags.map((tag) => (
            <Radio
              key={tag.id}
              value={String(tag.id)}
              label={tag.name}
              description={t('themes:tags.usage', { count: tag.exercise_count })}
              data-testid={`tags-merge-target-${tag.id}`}
            />
          ))}
          <Radio
            value={OTHER_TARGET}
            label={t('themes:tags.merge.other')}
            data-testid="tags-merge-target-other"
          />
        </Stack>
      </Radio.Group>
      {isOther && (
        <Select
          value={otherId}
          onChange={setOtherId}
          searchValue={search}
          onSearchChange={setSearch}
          data={otherOptions}
          label={t('themes:tags.merge.search')}
          placeholder={t('themes:tags.merge.searchPlaceholder')}
          nothingFoundMessage={
            found.isFetching
              ? t('themes:tags.merge.searching')
              : t('themes:tags.merge.nothingFound')
          }
          // The server searches; the list shows its answer as it is.
          filter={({ options }) => options}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid="tags-merge-search"
        />
      )}
      {canMerge && (
        <Alert color="indigo" variant="light" icon={<IconInfoCircle size={20} />}>
          {t('themes:tags.merge.summary', {
            total: sourceIds.length,
            name: targetName ?? '',
          })}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          onClick={merge}
          disabled={!canMerge}
          loading={mergeTags.isPending}
          data-testid="tags-merge-submit"
        >
          {t('themes:tags.merge.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

type TagMergeModalProps = {
  tags: TagUsage[];
  isOpen: boolean;
  workspaceId: number;
  onMerged: () => void;
  onClose: () => void;
};

/** Folds the checked tags into one of them, or into another tag found by search. */
export function TagMergeModal({
  tags,
  isOpen,
  workspaceId,
  onMerged,
  onClose,
}: TagMergeModalProps) {
  const { t } = useTranslation('themes');
  return (
    <Modal opened={isOpen} onClose={onClose} title={t('themes:tags.merge.title')} centered>
      <Text size="sm" c="dimmed" mb="md">
        {t('themes:tags.merge.description')}
      </Text>
      {isOpen && (
        <TagMergeForm
          tags={tags}
          workspaceId={workspaceId}
          onMerged={() => {
            onMerged();
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
