import { Box, Group, Stack, Table, Text } from '@mantine/core';
import type { AuditEvent } from '@slovo/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableFrame } from '../../../components/table-frame.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useIsBreakpointUp } from '../../../lib/use-is-breakpoint-up.ts';
import { ActionBadge } from './action-badge.tsx';

type Person = AuditEvent['actor'];

/** Who acted when no account did: a family link for views through it, else the system. */
function useNoActorLabel() {
  const { t } = useTranslation('audit');
  return (event: AuditEvent) =>
    event.details?.via === 'family_link' ? t('audit:familyLink') : t('audit:system');
}

const VIEWED_PAGES: Record<string, 'audit:viewed.progress' | 'audit:viewed.pdf'> = {
  progress: 'audit:viewed.progress',
  pdf: 'audit:viewed.pdf',
};

/** What an event was about, where its details say more than its action (a viewed card). */
function EventDetail({ event }: { event: AuditEvent }) {
  const { t } = useTranslation('audit');
  const cardId = event.details?.card_id;
  if (event.action !== 'diagnostic_card_view' || typeof cardId !== 'number') return null;
  return (
    <Text size="xs" c="dimmed" data-testid="audit-detail">
      {t(VIEWED_PAGES[String(event.details?.page)] ?? 'audit:viewed.card', { id: cardId })}
    </Text>
  );
}

/** A name with the lowercase e-mail under it; events without a person say so. */
function PersonCell({ person, emptyLabel }: { person: Person; emptyLabel: string }) {
  if (!person) {
    return (
      <Text size="sm" c="dimmed">
        {emptyLabel}
      </Text>
    );
  }
  return (
    <Box miw={0}>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {person.name}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {person.email.toLowerCase()}
      </Text>
    </Box>
  );
}

function AuditTable({ events }: { events: AuditEvent[] }) {
  const { t } = useTranslation('audit');
  const noActorLabel = useNoActorLabel();
  return (
    <TableFrame minWidth={760}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={170}>{t('audit:columns.time')}</Table.Th>
            <Table.Th>{t('audit:columns.action')}</Table.Th>
            <Table.Th>{t('audit:columns.actor')}</Table.Th>
            <Table.Th>{t('audit:columns.target')}</Table.Th>
            <Table.Th>{t('audit:columns.project')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id} data-testid={`audit-row-${event.id}`}>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(event.at)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <ActionBadge action={event.action} />
                  <EventDetail event={event} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <PersonCell person={event.actor} emptyLabel={noActorLabel(event)} />
              </Table.Td>
              <Table.Td>
                <PersonCell person={event.target} emptyLabel="—" />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {event.workspace?.title ?? '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}

/** One labelled line of a phone card; the e-mail gets the full width, so it rarely breaks. */
function CardPerson({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} w={64} pt={2} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      {children}
    </Group>
  );
}

function AuditCards({ events }: { events: AuditEvent[] }) {
  const { t } = useTranslation('audit');
  const noActorLabel = useNoActorLabel();
  return (
    <Stack gap={0}>
      {events.map((event) => (
        <Stack
          key={event.id}
          gap="xs"
          p="md"
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          data-testid={`audit-row-${event.id}`}
        >
          <Group justify="space-between" gap="xs">
            <ActionBadge action={event.action} />
            <Text size="xs" c="dimmed">
              {formatDateTime(event.at)}
            </Text>
          </Group>
          <EventDetail event={event} />
          <CardPerson label={t('audit:columns.actor')}>
            <PersonCell person={event.actor} emptyLabel={noActorLabel(event)} />
          </CardPerson>
          {event.target && (
            <CardPerson label={t('audit:columns.target')}>
              <PersonCell person={event.target} emptyLabel="—" />
            </CardPerson>
          )}
          {event.workspace && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('audit:inProject', { project: event.workspace.title })}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** A table from the `md` breakpoint; below it one card per event. */
export function AuditEventsList({ events }: { events: AuditEvent[] }) {
  const isTable = useIsBreakpointUp('md');
  return isTable ? <AuditTable events={events} /> : <AuditCards events={events} />;
}
