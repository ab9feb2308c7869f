import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  computeBlockScore,
  type DiagnosticAnswer,
  type DiagnosticAnswers,
  type DiagnosticComputedBlock,
  type DiagnosticTemplate,
} from '@slovo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionAnswer } from './question-answer.tsx';
import { ZoneBadge } from './zone-badge.tsx';

function ScoreCard({
  block,
  template,
  answers,
}: {
  block: DiagnosticComputedBlock;
  template: DiagnosticTemplate;
  answers: DiagnosticAnswers;
}) {
  const { t } = useTranslation('diagnostics');
  const score = computeBlockScore(block, template.blocks, answers);
  return (
    <Group gap="sm" data-testid={`score-${block.key}`} data-score={score ?? ''}>
      <Text fz="xl" fw={700} data-testid="score-value">
        {score === null ? '—' : score}
      </Text>
      <ZoneBadge zones={block.zones} value={score} testId="score-zone" />
      <Text size="sm" c="dimmed">
        {t(`diagnostics:formulas.${block.formula}`)} ·{' '}
        {t(`diagnostics:scoreTypes.${block.score_type}`)}
      </Text>
    </Group>
  );
}

/** The template as a card will ask it: answerable, nothing is saved. */
export function DiagnosticPreview({ template }: { template: DiagnosticTemplate }) {
  const { t } = useTranslation('diagnostics');
  const [answers, setAnswers] = useState<Record<string, DiagnosticAnswer>>({});
  const answer = (key: string, value: DiagnosticAnswer) =>
    setAnswers((current) => ({ ...current, [key]: value }));
  return (
    <Stack gap="md" data-testid="diagnostic-preview">
      {template.blocks.map((block) => (
        <Card
          key={block.key}
          withBorder
          radius="md"
          padding="md"
          data-testid={`preview-block-${block.key}`}
        >
          <Stack gap="md">
            <div>
              <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                {block.title}
              </Title>
              {block.description && (
                <Text
                  size="sm"
                  c="dimmed"
                  style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                >
                  {block.description}
                </Text>
              )}
            </div>
            {block.kind === 'computed' ? (
              <ScoreCard block={block} template={template} answers={answers} />
            ) : (
              block.questions.map((question, index) => (
                <Stack key={question.key} gap="xs" data-testid={`preview-question-${question.key}`}>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {index + 1}. {question.text}
                    </Text>
                    {question.is_required && (
                      <Badge
                        size="xs"
                        color="red"
                        variant="light"
                        tt="none"
                        style={{ flexShrink: 0 }}
                      >
                        {t('diagnostics:preview.required')}
                      </Badge>
                    )}
                  </Group>
                  <QuestionAnswer
                    question={question}
                    answer={answers[question.key]}
                    onChange={(value) => answer(question.key, value)}
                  />
                </Stack>
              ))
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
