import { Alert, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { Lesson, LessonCandidate } from '@slovo/contracts';
import { IconAlertTriangle, IconCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIsBreakpointUp } from '../../../lib/use-is-breakpoint-up.ts';
import { BlockCounter } from './lesson-block-card.tsx';
import { PresentationCover } from './presentation-cover.tsx';
import { useReportButton } from './report-button.tsx';
import { ThemeBadge } from './theme-badge.tsx';

type LessonBlock = Lesson['blocks'][number];

type LessonPickerModalProps = {
  block: LessonBlock | null;
  candidates: LessonCandidate[];
  /** Source microblocks already in the lesson, in any block. */
  chosenSourceIds: ReadonlySet<number>;
  chosenCount: number;
  /** The refusal to show once the block holds its maximum. */
  fullMessage: string;
  onAdd: (candidate: LessonCandidate) => void;
  onClose: () => void;
};

/** Why a candidate cannot be added, or null when it can. */
function findBlocker(candidate: LessonCandidate, chosen: ReadonlySet<number>) {
  if (chosen.has(candidate.source_id)) return 'chosen' as const;
  if (candidate.used_in_plan >= candidate.usage_frequency) return 'spent' as const;
  return null;
}

function CandidateRow({
  candidate,
  blocker,
  isFull,
  onAdd,
}: {
  candidate: LessonCandidate;
  blocker: 'chosen' | 'spent' | null;
  isFull: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation('lessons');
  // On a phone the button goes under the text, which keeps the width for the title.
  const isWide = useIsBreakpointUp('sm');
  // The teacher's library: a microblock found here may be reported before it is chosen.
  const ReportButton = useReportButton();
  const report = ReportButton ? <ReportButton exerciseId={candidate.exercise_id} /> : null;
  const addButton = (
    <Button
      size="xs"
      variant={blocker === 'chosen' ? 'subtle' : 'light'}
      leftSection={blocker === 'chosen' ? <IconCheck size={16} /> : <IconPlus size={16} />}
      disabled={blocker !== null || isFull}
      onClick={onAdd}
      data-testid="lesson-candidate-add"
    >
      {t(blocker === 'chosen' ? 'lessons:picker.added' : 'lessons:picker.add')}
    </Button>
  );
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      data-testid="lesson-candidate"
      data-exercise-id={candidate.exercise_id}
      data-blocked={blocker ?? undefined}
    >
      <PresentationCover url={candidate.cover_url} title={candidate.title} />
      <Stack gap={4} miw={0} style={{ flex: 1 }}>
        <Text fw={500} lineClamp={2} c={blocker ? 'dimmed' : undefined}>
          {candidate.title}
        </Text>
        <Group gap={6}>
          <ThemeBadge theme={candidate.theme} testId="lesson-candidate-theme" />
        </Group>
        <Text size="xs" c="dimmed">
          {t('lessons:picker.usage', {
            used: candidate.used_in_plan,
            count: candidate.usage_frequency,
          })}
        </Text>
        {blocker && (
          <Text
            size="xs"
            c={`var(--mantine-color-${blocker === 'spent' ? 'orange' : 'teal'}-light-color)`}
            fw={500}
            data-testid="lesson-candidate-reason"
          >
            {t(blocker === 'spent' ? 'lessons:picker.spent' : 'lessons:picker.chosen')}
          </Text>
        )}
        {!isWide && (
          <Group gap="xs">
            {addButton}
            {report}
          </Group>
        )}
      </Stack>
      {isWide && (
        <Group gap="xs" wrap="nowrap">
          {report}
          {addButton}
        </Group>
      )}
    </Group>
  );
}

/**
 * The microblocks a block may use, to add one after another. Used-up and already chosen ones stay
 * listed, disabled with the reason, so the teacher sees why they cannot be picked.
 */
export function LessonPickerModal({
  block,
  candidates,
  chosenSourceIds,
  chosenCount,
  fullMessage,
  onAdd,
  onClose,
}: LessonPickerModalProps) {
  const { t } = useTranslation(['lessons', 'common']);
  const isPhone = !useIsBreakpointUp('sm');
  const isFull = block !== null && chosenCount >= block.max_presentations;
  const blockCandidates = block
    ? candidates.filter((candidate) => candidate.block_id === block.id)
    : [];
  return (
    <Modal
      opened={block !== null}
      onClose={onClose}
      title={block ? t('lessons:picker.title', { block: block.title }) : ''}
      size="lg"
      fullScreen={isPhone}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {block && (
        <Stack gap="sm" data-testid="lesson-picker">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {t('lessons:picker.hint')}
            </Text>
            <BlockCounter block={block} count={chosenCount} />
          </Group>
          {isFull && (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={20} />}
              data-testid="lesson-picker-full"
            >
              {fullMessage}
            </Alert>
          )}
          {blockCandidates.length === 0 ? (
            <Text c="dimmed" py="lg" ta="center" data-testid="lesson-picker-empty">
              {t('lessons:picker.empty')}
            </Text>
          ) : (
            <Stack gap={0}>
              {blockCandidates.map((candidate) => (
                <CandidateRow
                  key={candidate.source_id}
                  candidate={candidate}
                  blocker={findBlocker(candidate, chosenSourceIds)}
                  isFull={isFull}
                  onAdd={() => onAdd(candidate)}
                />
              ))}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-testid="lesson-picker-done">
              {t('lessons:picker.done')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
