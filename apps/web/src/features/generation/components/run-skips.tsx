import { Anchor, Group, List, Stack, Text } from '@mantine/core';
import {
  buildPath,
  type GenerationRun,
  type GenerationSkipReason,
  SKIP_REASON_PARAM,
  SOURCE_SKIP_REASONS,
  type SourceSkipReason,
} from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRunActive } from '../api/get-generation-runs.ts';

const isSourceReason = (reason: GenerationSkipReason): reason is SourceSkipReason =>
  (SOURCE_SKIP_REASONS as readonly string[]).includes(reason);

/** Where the microblocks skipped for a reason can be seen and put right, if anywhere. */
function getSkipLink(run: GenerationRun, reason: GenerationSkipReason) {
  if (isSourceReason(reason)) {
    return {
      to: `${buildPath('moderatorList')}?${SKIP_REASON_PARAM}=${reason}`,
      label: 'showMicroblocks',
    } as const;
  }
  if (reason === 'no_ready_theme') return { to: buildPath('themes'), label: 'openThemes' } as const;
  // Their themed versions: a theme's list; a whole-project run's themes are in the table below.
  if (run.theme_id === null) return null;
  return {
    to: buildPath('generatedList', { themeId: run.theme_id }),
    label: 'openGenerated',
  } as const;
}

/**
 * Why a run made nothing for some microblocks, reason by reason with where to put it right; a
 * finished run that made nothing always says why.
 */
export function RunSkips({ run }: { run: GenerationRun }) {
  const { t } = useTranslation('generation');
  if (run.state === 'queued' || (isRunActive(run) && run.total === 0 && run.skipped === null)) {
    return null;
  }
  const isIdle = !isRunActive(run) && run.total === 0;

  if (run.kind === 'delete') {
    return isIdle && run.state === 'done' ? (
      <Text size="sm" c="dimmed" data-testid={`run-skips-${run.id}`}>
        {t('generation:skips.nothingToDelete')}
      </Text>
    ) : null;
  }
  if (run.skipped === null) {
    // Counted before skipped microblocks were recorded.
    return isIdle ? (
      <Text size="sm" c="dimmed" data-testid={`run-skips-${run.id}`}>
        {t('generation:skips.notRecorded')}
      </Text>
    ) : null;
  }
  if (run.skipped.length === 0) {
    return isIdle ? (
      <Text size="sm" c="dimmed" data-testid={`run-skips-${run.id}`}>
        {t('generation:skips.noMicroblocks')}
      </Text>
    ) : null;
  }

  return (
    <Stack gap={4} data-testid={`run-skips-${run.id}`}>
      <Text size="sm" fw={600}>
        {isIdle ? t('generation:skips.nothingToMake') : t('generation:skips.title')}
      </Text>
      <List size="sm" spacing={4} withPadding>
        {run.skipped.map(({ reason, count }) => {
          const link = getSkipLink(run, reason);
          return (
            <List.Item key={reason} data-testid={`run-skip-${run.id}-${reason}`} data-count={count}>
              <Group gap="xs" wrap="wrap" component="span">
                <Text size="sm" span>
                  {t(`generation:skips.reasons.${reason}`, { count })}
                </Text>
                {link && (
                  <Anchor
                    component={Link}
                    to={link.to}
                    size="sm"
                    data-testid={`run-skip-link-${run.id}-${reason}`}
                  >
                    {t(`generation:skips.${link.label}`)}
                  </Anchor>
                )}
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
