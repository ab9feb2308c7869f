import { Anchor, Group, Stack, Text } from '@mantine/core';
import { buildPath, type DiagnosticCardSummary } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates.ts';
import { CardStatusBadge } from './card-status-badge.tsx';

/** A student's cards, newest examination first, each opening its card. */
export function CardSummaryList({ cards }: { cards: DiagnosticCardSummary[] }) {
  const { t } = useTranslation('diagnostics');
  return (
    <Stack gap={0}>
      {cards.map((card, index) => (
        <Group
          key={card.id}
          justify="space-between"
          align="flex-start"
          gap="sm"
          p="md"
          style={
            index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined
          }
          data-testid={`card-row-${card.id}`}
        >
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Anchor
              component={Link}
              to={buildPath('manageClientDc', { cardId: card.id })}
              fw={600}
              c="var(--mantine-color-text)"
              style={{ overflowWrap: 'anywhere' }}
              data-testid={`card-open-${card.id}`}
            >
              {card.template_title}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t('diagnostics:student.examined', { date: formatDate(card.diagnostic_date) })}
              {' · '}
              {t('diagnostics:list.version', { version: card.template_version })}
              {card.created_by && ` · ${card.created_by.name}`}
            </Text>
          </Stack>
          <CardStatusBadge status={card.status} />
        </Group>
      ))}
    </Stack>
  );
}
