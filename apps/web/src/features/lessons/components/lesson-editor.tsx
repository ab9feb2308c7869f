import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  buildPath,
  CONFIRM_MODAL_MAX_WIDTH,
  HEADER_HEIGHT,
  type Lesson,
  type LessonCandidate,
} from '@slovo/contracts';
import {
  IconCalendarEvent,
  IconDeviceFloppy,
  IconInfoCircle,
  IconLock,
  IconRefresh,
  IconWand,
} from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { DateTimePicker } from '../../../lib/date-inputs.ts';
import { getUiLanguage } from '../../../lib/i18n.ts';
import { formatMessage, isMessageKey } from '../../../lib/messages.ts';
import { notify } from '../../../lib/notify.ts';
import { useIsBreakpointUp } from '../../../lib/use-is-breakpoint-up.ts';
import { useAutoFillLessonMutation } from '../api/auto-fill-lesson.ts';
import { useRegenerateLessonMutation } from '../api/regenerate-lesson.ts';
import { useSaveLessonMutation } from '../api/save-lesson.ts';
import { LessonBlockCard, type PlacedItem } from './lesson-block-card.tsx';
import {
  countUsedElsewhere,
  type DraftItem,
  findDraftProblems,
  formatProblem,
  isSameDraft,
  type LessonDraft,
  moveWithinBlock,
  orderByBlocks,
  toDraft,
  toDraftItem,
  toScheduledAt,
} from './lesson-draft.ts';
import { LessonHeader } from './lesson-header.tsx';
import { LessonPickerModal } from './lesson-picker-modal.tsx';
import { LessonProblemsAlert } from './lesson-problems-alert.tsx';
import { RegeneratingModal } from './regenerating-modal.tsx';

const TITLE_MAX_LENGTH = 200;

type LessonEditorProps = {
  workspaceId: number;
  lesson: Lesson;
  candidates: LessonCandidate[];
};

/** The server's reasons for refusing a save, field messages in the interface language. */
function readRefusal(error: unknown): string[] {
  if (!isApiError(error)) return [];
  const language = getUiLanguage();
  const fields = error.fields.map((field) =>
    isMessageKey(field.message) ? formatMessage(field.message, language) : field.message,
  );
  return [error.message, ...fields];
}

function LockedAlert({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('lessons');
  if (!lesson.is_plan_filled) {
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconLock size={20} />}
        title={t('lessons:editor.planNotFilled.title')}
        data-testid="lesson-plan-not-filled"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('lessons:editor.planNotFilled.text')}</Text>
          <Anchor
            component={Link}
            to={buildPath('editProtocol', { protocolId: lesson.protocol_id })}
            size="sm"
            fw={600}
            data-testid="lesson-fill-plan"
          >
            {t('lessons:editor.planNotFilled.link')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  if (lesson.finished_at) {
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconInfoCircle size={20} />}
        title={t('lessons:editor.finished.title')}
        data-testid="lesson-finished"
      >
        {t('lessons:editor.finished.text')}
      </Alert>
    );
  }
  return null;
}

function ActionRow({ children }: { children: ReactNode }) {
  return <Group gap="xs">{children}</Group>;
}

function ActionColumn({ children }: { children: ReactNode }) {
  return (
    <Stack gap="xs" w="100%">
      {children}
    </Stack>
  );
}

export function LessonEditor({ workspaceId, lesson, candidates }: LessonEditorProps) {
  const { t } = useTranslation(['lessons', 'common']);
  const language = getUiLanguage();
  const save = useSaveLessonMutation();
  const autoFill = useAutoFillLessonMutation();
  const regenerate = useRegenerateLessonMutation();
  const saved = toDraft(lesson);
  // Null until the first change: the saved lesson shows as it is, refreshes included.
  const [draft, setDraft] = useState<LessonDraft | null>(null);
  const [refusal, setRefusal] = useState<string[]>([]);
  const [pickerBlockId, setPickerBlockId] = useState<number | null>(null);
  const isSavingRef = useRef(false);
  const isWide = useIsBreakpointUp('sm');
  // A row of buttons on a wide screen; one under another, full width, on a phone.
  const Actions = isWide ? ActionRow : ActionColumn;

  const current = draft ?? saved;
  const isDirty = draft !== null && !isSameDraft(draft, saved);
  const canEdit = lesson.is_plan_filled && lesson.finished_at === null;
  const usedElsewhere = countUsedElsewhere(candidates);
  const problems = canEdit
    ? findDraftProblems(lesson, current.items, usedElsewhere).map((problem) =>
        formatProblem(problem, language),
      )
    : [];
  const blockIds = lesson.blocks.map((block) => block.id);
  const chosenSourceIds = new Set(current.items.map((item) => item.source_id));
  const pickerBlock = lesson.blocks.find((block) => block.id === pickerBlockId) ?? null;
  const countInBlock = (blockId: number) =>
    current.items.filter((item) => item.block_id === blockId).length;

  const change = (update: (draft: LessonDraft) => LessonDraft) => {
    setRefusal([]);
    setDraft((previous) => update(previous ?? saved));
  };
  const changeItems = (update: (items: DraftItem[]) => DraftItem[]) =>
    change((previous) => ({ ...previous, items: update(previous.items) }));

  const aboveMaxMessage = (block: Lesson['blocks'][number]) =>
    formatMessage('LESSON_BLOCK_ABOVE_MAX', language, {
      block: block.title,
      max: block.max_presentations,
    });

  const openPicker = (block: Lesson['blocks'][number]) => {
    if (countInBlock(block.id) >= block.max_presentations) {
      notify({ color: 'orange', message: aboveMaxMessage(block) });
      return;
    }
    setPickerBlockId(block.id);
  };

  const addCandidate = (candidate: LessonCandidate) => {
    const block = lesson.blocks.find((item) => item.id === candidate.block_id);
    if (!block || chosenSourceIds.has(candidate.source_id)) return;
    if (countInBlock(block.id) >= block.max_presentations) return;
    // Lesson order is block by block: a new item goes after the last one of its block.
    changeItems((items) => orderByBlocks([...items, toDraftItem(candidate)], blockIds));
  };

  const applyProposal = () =>
    autoFill.mutate(
      { workspaceId, lessonId: lesson.id },
      {
        onSuccess: (proposal) => {
          if (proposal.length === 0) {
            notify({ color: 'orange', message: t('lessons:autoFill.nothing') });
            return;
          }
          changeItems(() => orderByBlocks(proposal.map(toDraftItem), blockIds));
          notify({
            color: 'green',
            message: t('lessons:autoFill.done', { count: proposal.length }),
          });
        },
      },
    );

  const confirmAutoFill = () => {
    if (current.items.length === 0) {
      applyProposal();
      return;
    }
    modals.openConfirmModal({
      title: t('lessons:autoFill.confirmTitle'),
      size: CONFIRM_MODAL_MAX_WIDTH,
      children: <Text size="sm">{t('lessons:autoFill.confirmText')}</Text>,
      labels: { confirm: t('lessons:autoFill.confirm'), cancel: t('common:actions.cancel') },
      confirmProps: { 'data-testid': 'lesson-auto-fill-confirm' },
      onConfirm: applyProposal,
    });
  };

  const saveLesson = () => {
    isSavingRef.current = true;
    setRefusal([]);
    save.mutate(
      {
        lessonId: lesson.id,
        body: {
          workspace_id: workspaceId,
          title: current.title.trim(),
          scheduled_at: toScheduledAt(current.scheduledAt),
          items: orderByBlocks(current.items, blockIds).map((item) => ({
            block_id: item.block_id,
            exercise_id: item.exercise_id,
          })),
        },
      },
      {
        onSettled: () => {
          isSavingRef.current = false;
        },
        onSuccess: () => {
          setDraft(null);
          notify({ color: 'green', message: t('lessons:editor.saved') });
        },
        onError: (error) => setRefusal(readRefusal(error)),
      },
    );
  };

  const regenerateLesson = () =>
    regenerate.mutate(
      { workspaceId, lessonId: lesson.id },
      {
        onSuccess: ({ made, failed }) => {
          notify({
            color: 'green',
            message:
              made > 0
                ? t('lessons:regenerate.made', { count: made })
                : t('lessons:regenerate.nothing'),
          });
          if (failed > 0) {
            notify({
              color: 'orange',
              message: t('lessons:regenerate.failed', { count: failed }),
            });
          }
        },
        // The API client stays silent for this call (spec 8): the failure is reported here.
        onError: (error) =>
          notify({
            color: 'red',
            title: t('lessons:regenerate.error'),
            message: error.message,
          }),
      },
    );

  const placedItems = current.items.map((item, index): PlacedItem => ({ item, index }));
  const regenerateBlocker = isDirty
    ? t('lessons:regenerate.saveFirst')
    : lesson.items.length === 0
      ? t('lessons:regenerate.nothingSaved')
      : null;

  return (
    <Stack gap="lg" data-testid="lesson-editor">
      <LessonHeader lesson={lesson} />
      <LockedAlert lesson={lesson} />
      <Card padding="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('lessons:editor.title')}
            placeholder={t('lessons:editor.titlePlaceholder', { number: lesson.number })}
            value={current.title}
            maxLength={TITLE_MAX_LENGTH}
            disabled={!canEdit}
            onChange={(event) => {
              const title = event.currentTarget.value;
              change((previous) => ({ ...previous, title }));
            }}
            data-testid="lesson-title"
          />
          <DateTimePicker
            label={t('lessons:editor.scheduledAt')}
            placeholder={t('lessons:editor.notScheduled')}
            value={current.scheduledAt}
            onChange={(scheduledAt) => change((previous) => ({ ...previous, scheduledAt }))}
            valueFormat="DD MMM YYYY, HH:mm"
            leftSection={<IconCalendarEvent size={18} />}
            clearable
            disabled={!canEdit}
            data-testid="lesson-scheduled-at"
          />
        </SimpleGrid>
      </Card>
      {canEdit && (
        <Paper
          withBorder
          shadow="xs"
          p="sm"
          // Stays in view while the blocks scroll by; a phone has no height to spare for it.
          pos={isWide ? 'sticky' : 'static'}
          top={HEADER_HEIGHT + 8}
          style={{ zIndex: 5 }}
        >
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              <Text size="sm" fw={500} data-testid="lesson-total">
                {t('lessons:list.presentations', { count: current.items.length })}
              </Text>
              {isDirty && (
                <Text
                  size="sm"
                  c="var(--mantine-color-orange-light-color)"
                  fw={500}
                  data-testid="lesson-dirty"
                >
                  {t('lessons:editor.unsaved')}
                </Text>
              )}
            </Group>
            <Actions>
              <Button
                variant="default"
                leftSection={<IconWand size={18} />}
                loading={autoFill.isPending}
                onClick={confirmAutoFill}
                fullWidth={!isWide}
                data-testid="lesson-auto-fill"
              >
                {t('lessons:autoFill.button')}
              </Button>
              <Tooltip
                label={regenerateBlocker ?? t('lessons:regenerate.hint')}
                withArrow
                multiline
                w={260}
              >
                <Button
                  variant="default"
                  leftSection={<IconRefresh size={18} />}
                  // Not `disabled`: a disabled button gets no hover, and the tooltip says why.
                  data-disabled={regenerateBlocker !== null || undefined}
                  aria-disabled={regenerateBlocker !== null}
                  onClick={() => {
                    if (regenerateBlocker === null) regenerateLesson();
                  }}
                  fullWidth={!isWide}
                  data-testid="lesson-regenerate"
                >
                  {t('lessons:regenerate.button')}
                </Button>
              </Tooltip>
              <Button
                leftSection={<IconDeviceFloppy size={18} />}
                disabled={problems.length > 0 || (!isDirty && lesson.prepared_at !== null)}
                loading={save.isPending}
                onClick={saveLesson}
                fullWidth={!isWide}
                data-testid="lesson-save"
              >
                {t('common:actions.save')}
              </Button>
            </Actions>
          </Group>
        </Paper>
      )}
      <LessonProblemsAlert problems={problems} refusal={refusal} />
      {lesson.blocks.map((block) => (
        <LessonBlockCard
          key={block.id}
          block={block}
          items={placedItems.filter(({ item }) => item.block_id === block.id)}
          usedElsewhere={usedElsewhere}
          canEdit={canEdit}
          onAdd={() => openPicker(block)}
          onRemove={(index) => changeItems((items) => items.filter((_, at) => at !== index))}
          onMove={(index, direction) =>
            changeItems((items) => moveWithinBlock(items, index, direction))
          }
        />
      ))}
      <LessonPickerModal
        block={pickerBlock}
        candidates={candidates}
        chosenSourceIds={chosenSourceIds}
        chosenCount={pickerBlock ? countInBlock(pickerBlock.id) : 0}
        fullMessage={pickerBlock ? aboveMaxMessage(pickerBlock) : ''}
        onAdd={addCandidate}
        onClose={() => setPickerBlockId(null)}
      />
      <RegeneratingModal isOpen={regenerate.isPending} childName={lesson.client.child_name} />
      <UnsavedChangesGuard
        text={t('lessons:unsaved.text')}
        isDirty={isDirty && !save.isPending}
        isSavingRef={isSavingRef}
      />
    </Stack>
  );
}
