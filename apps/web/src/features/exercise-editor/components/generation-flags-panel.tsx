import { Anchor, Stack, Switch, Text } from '@mantine/core';
import { buildPath, EXERCISE_STATUS, type Exercise } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { type GenerationFlag, useSetGenerationFlagMutation } from '../api/set-generation-flag.ts';

const SWITCHES = [
  { flag: 'is_ready_for_generation', label: 'isReady', hint: 'isReadyHint' },
  { flag: 'is_excluded_from_generation', label: 'isExcluded', hint: 'isExcludedHint' },
] as const satisfies { flag: GenerationFlag; label: string; hint: string }[];

/**
 * A moderator's generation switches on the microblock itself: each saves at once and says so
 * (a refusal shows as the API's one error notification).
 */
export function GenerationFlagsPanel({ exercise }: { exercise: Exercise }) {
  const { t } = useTranslation(['exercises', 'exercise-editor']);
  const setFlag = useSetGenerationFlagMutation();
  const isAccepted = exercise.status_id === EXERCISE_STATUS.accepted;
  // While saving, the switch shows where it goes; a refusal puts it back.
  const shownValue = (flag: GenerationFlag) =>
    setFlag.isPending && setFlag.variables.flag === flag ? setFlag.variables.value : exercise[flag];

  const change = (flag: GenerationFlag, value: boolean) =>
    setFlag.mutate(
      { workspaceId: exercise.workspace_id, exerciseId: exercise.id, flag, value },
      {
        onSuccess: () =>
          notify({
            color: 'green',
            message: t(`exercises:generationPanel.saved.${flag}.${value ? 'on' : 'off'}`, {
              title: exercise.title,
            }),
          }),
      },
    );

  return (
    <Stack gap="md" data-testid="generation-flags">
      <Text size="sm" c="dimmed">
        {isAccepted
          ? t('exercises:generationPanel.acceptedHint')
          : t('exercises:generationPanel.notAcceptedHint')}
      </Text>
      {SWITCHES.map(({ flag, label, hint }) => (
        <Switch
          key={flag}
          checked={shownValue(flag)}
          disabled={setFlag.isPending}
          onChange={(event) => change(flag, event.currentTarget.checked)}
          label={t(`exercise-editor:form.${label}`)}
          description={t(`exercise-editor:form.${hint}`)}
          data-testid={`generation-flag-${flag}`}
        />
      ))}
      <Anchor component={Link} to={buildPath('autoGeneration')} size="sm">
        {t('exercises:generationPanel.openGeneration')}
      </Anchor>
    </Stack>
  );
}
