import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  computeBlockScore,
  type DiagnosticAnswer,
  type DiagnosticAnswers,
  type DiagnosticBlock,
  type DiagnosticCard,
  type DiagnosticComputedBlock,
  type DiagnosticTemplate,
} from '@slovo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../../../lib/format-score.ts';
import { QuestionAnswer } from './question-answer.tsx';
import { ZoneBadge } from './zone-badge.tsx';

function ScoreCard({
  block,
  blocks,
  answers,
}: {
  block: DiagnosticComputedBlock;
  blocks: readonly DiagnosticBlock[];
  answers: DiagnosticAnswers;
}) {
  const { t } = useTranslation('diagnostics');
  const score = computeBlockScore(block, blocks, answers);
  return (
    <Group gap="sm" data-testid={`score-${block.key}`} data-score={score ?? ''}>
      <Text fz="xl" fw={700} data-testid="score-value">
        {score === null ? '—' : formatScore(score)}
      </Text>
      <ZoneBadge zones={block.zones} value={score} testId="score-zone" />
      <Text size="sm" c="dimmed">
        {t(`diagnostics:formulas.${block.formula}`)} ·{' '}
        {t(`diagnostics:scoreTypes.${block.score_type}`)}
      </Text>
    </Group>
  );
}

type QuestionnaireProps = {
  blocks: readonly DiagnosticBlock[];
  answers: DiagnosticAnswers;
  onAnswer: (key: string, value: DiagnosticAnswer) => void;
  /** Required questions to mark as left empty (after a refused send). */
  missing?: ReadonlySet<string>;
  /** The last examination's scale values (spec 9), by question key. */
  previous?: DiagnosticCard['previous_answers'];
};

/** A version's blocks as a card asks them: questions to answer, scores computed as they are. */
export function DiagnosticQuestionnaire({
  blocks,
  answers,
  onAnswer,
  missing,
  previous,
}: QuestionnaireProps) {
  const { t } = useTranslation('diagnostics');
  return (
    <Stack gap="md" data-testid="diagnostic-questionnaire">
      {blocks.map((block) => (
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
              <ScoreCard block={block} blocks={blocks} answers={answers} />
            ) : (
              block.questions.map((question, index) => {
                const isMissing = missing?.has(question.key) ?? false;
                return (
                  <Stack
                    key={question.key}
                    gap="xs"
                    data-testid={`preview-question-${question.key}`}
                    data-missing={isMissing || undefined}
                  >
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {index + 1}. {question.text}
                      </Text>
                      {question.is_required && (
                        <Badge
                          size="xs"
                          color="red"
                          variant={isMissing ? 'filled' : 'light'}
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
                      onChange={(value) => onAnswer(question.key, value)}
                      previous={previous?.[question.key]}
                    />
                    {isMissing && (
                      <Text size="sm" c="var(--mantine-color-error)" data-testid="question-missing">
                        {t('diagnostics:card.missingAnswer')}
                      </Text>
                    )}
                  </Stack>
                );
              })
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** The template as a card will ask it: answerable, nothing is saved. */
export function DiagnosticPreview({ template }: { template: DiagnosticTemplate }) {
  const [answers, setAnswers] = useState<Record<string, DiagnosticAnswer>>({});
  return (
    <div data-testid="diagnostic-preview">
      <DiagnosticQuestionnaire
        blocks={template.blocks}
        answers={answers}
        onAnswer={(key, value) => setAnswers((current) => ({ ...current, [key]: value }))}
      />
    </div>
  );
}
