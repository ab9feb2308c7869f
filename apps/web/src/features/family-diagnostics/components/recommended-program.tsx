import { List, Stack, Text, Title } from '@mantine/core';
import type { FamilyDiagnosticCard } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text-view.tsx';

/**
 * The program the card chose (its name, text and exercise complexes) and the examiner's note on
 * it; either may be missing.
 */
export function RecommendedProgram({
  card,
}: {
  card: Pick<FamilyDiagnosticCard, 'program' | 'recommended_program'>;
}) {
  const { t } = useTranslation('family-diagnostics');
  const { program } = card;
  const note = card.recommended_program.trim();
  return (
    <Stack gap="sm" data-testid="family-program">
      {program && (
        <>
          <Title order={3} fz="md" data-testid="family-program-name">
            {program.name}
          </Title>
          <RichTextView doc={program.content} />
          {program.complexes.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('family-diagnostics:card.complexes')}
              </Text>
              <List size="sm">
                {program.complexes.map((name) => (
                  <List.Item key={name}>{name}</List.Item>
                ))}
              </List>
            </Stack>
          )}
        </>
      )}
      {note && (
        <Text size="sm" c={program ? 'dimmed' : undefined} style={{ whiteSpace: 'pre-line' }}>
          {note}
        </Text>
      )}
    </Stack>
  );
}
