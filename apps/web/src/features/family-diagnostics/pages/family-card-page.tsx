import { Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { buildPath, type FamilyBlock, type FamilyDiagnosticCard } from '@slovo/contracts';
import { IconChartLine, IconDownload } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FamilyPageFrame, FamilyPageState } from '../../../components/family-page.tsx';
import { getApiAddress } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { formatScore } from '../../../lib/format-score.ts';
import { getUiLanguage } from '../../../lib/i18n.ts';
import { useParentLanguage } from '../../../lib/use-parent-language.ts';
import { useFamilyCard } from '../api/get-family-diagnostics.ts';
import { FamilyAnswerView } from '../components/family-answer.tsx';
import { FAMILY_LOOK } from '../components/family-look.ts';
import { FamilySection } from '../components/family-section.tsx';

// The program's rich text comes last on the page: its renderer loads after the first screen.
const RecommendedProgram = lazy(() =>
  import('../components/recommended-program.tsx').then((module) => ({
    default: module.RecommendedProgram,
  })),
);

function BlockView({ block }: { block: FamilyBlock }) {
  const { t } = useTranslation('family-diagnostics');
  if (block.kind === 'computed') {
    return (
      <FamilySection title={block.title} testId="family-score">
        {block.description && (
          <Text size="sm" c="dimmed">
            {block.description}
          </Text>
        )}
        {block.score === null ? (
          <Text size="sm" c="dimmed" fs="italic">
            {t('family-diagnostics:card.noScore')}
          </Text>
        ) : (
          <Group gap="sm" align="baseline">
            <Text fz={32} fw={800} lh={1} data-testid="family-score-value">
              {formatScore(block.score)}
            </Text>
            {block.zone && (
              <Badge size="lg" color={block.zone.color} variant="light" tt="none">
                {block.zone.name}
              </Badge>
            )}
          </Group>
        )}
      </FamilySection>
    );
  }
  return (
    <FamilySection title={block.title} testId="family-block">
      {block.description && (
        <Text size="sm" c="dimmed">
          {block.description}
        </Text>
      )}
      <Stack gap="md">
        {block.questions.map((question, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: questions keep their order and have no key here
          <Stack key={index} gap={6} data-testid="family-question">
            <Text fw={600} size="sm">
              {question.text}
            </Text>
            <FamilyAnswerView answer={question.answer} />
          </Stack>
        ))}
      </Stack>
    </FamilySection>
  );
}

function FamilyCardView({ data, token }: { data: FamilyDiagnosticCard; token: string }) {
  const { t } = useTranslation(['family-diagnostics', 'qualifications']);
  return (
    <FamilyPageFrame look={FAMILY_LOOK} testId="family-card-page">
      <Stack gap="lg" pt={{ base: 'xs', sm: 'lg' }}>
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            {t('family-diagnostics:card.eyebrow')}
          </Text>
          <Title order={1} fz={{ base: 26, sm: 32 }} data-testid="family-child-name">
            {data.child_name}
          </Title>
          <Text size="lg">{data.template_title}</Text>
          <Text c="dimmed" data-testid="family-card-date">
            {t('family-diagnostics:card.examined', { date: formatDate(data.diagnostic_date) })}
          </Text>
          <Group mt="xs">
            <Button
              component={Link}
              to={buildPath('progressPreview', { dcId: token })}
              variant="light"
              leftSection={<IconChartLine size={18} />}
              data-testid="family-progress-link"
            >
              {t('family-diagnostics:card.toProgress')}
            </Button>
            <Button
              component="a"
              // The same link opens the file: no account, in the language the page is shown in.
              href={`${getApiAddress()}/dc-preview/${token}/pdf?lang=${getUiLanguage()}`}
              download
              variant="default"
              leftSection={<IconDownload size={18} />}
              data-testid="family-card-pdf"
            >
              {t('family-diagnostics:card.downloadPdf')}
            </Button>
          </Group>
        </Stack>
        {data.parent_request && (
          <FamilySection title={t('family-diagnostics:card.parentRequest')} testId="family-request">
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {data.parent_request}
            </Text>
          </FamilySection>
        )}
        {data.blocks.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks keep their order and have no key here
          <BlockView key={index} block={block} />
        ))}
        <FamilySection title={t('family-diagnostics:card.violations')} testId="family-violations">
          {data.violations.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('family-diagnostics:card.noViolations')}
            </Text>
          ) : (
            <Group gap={6}>
              {data.violations.map((key) => (
                <Badge key={key} variant="light" color="indigo" tt="none">
                  {t(`qualifications:${key}`)}
                </Badge>
              ))}
            </Group>
          )}
        </FamilySection>
        {(data.program || data.recommended_program.trim()) && (
          <FamilySection
            title={t('family-diagnostics:card.program')}
            testId="family-program-section"
          >
            <Suspense fallback={<Skeleton height={80} radius="sm" />}>
              <RecommendedProgram card={data} />
            </Suspense>
          </FamilySection>
        )}
        <Text size="xs" c="dimmed" ta="center">
          {t('family-diagnostics:card.footer')}
        </Text>
      </Stack>
    </FamilyPageFrame>
  );
}

function FamilyCardContent({ token }: { token: string }) {
  const { t } = useTranslation('family-diagnostics');
  const card = useFamilyCard(token);
  const isLanguageReady = useParentLanguage(card.data?.language);
  if (card.isError || card.isPending || !isLanguageReady) {
    return (
      <FamilyPageState
        look={FAMILY_LOOK}
        error={card.error}
        onRetry={() => void card.refetch()}
        testIdPrefix="family-card"
        missingTitle={t('family-diagnostics:missingTitle')}
        missingDescription={t('family-diagnostics:missingDescription')}
        errorTitle={t('family-diagnostics:card.errorTitle')}
      />
    );
  }
  return <FamilyCardView data={card.data} token={token} />;
}

/** Public (spec 2 `/dc-preview/{dcID}`): the diagnostic card as the family reads it. */
export function FamilyCardPage() {
  // Subscribes to language changes, so the page follows the switcher.
  useTranslation(['family-diagnostics', 'qualifications']);
  const { dcId = '' } = useParams();
  return <FamilyCardContent key={dcId} token={dcId} />;
}
