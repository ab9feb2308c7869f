import {
  Anchor,
  Badge,
  Box,
  Card,
  CloseButton,
  Divider,
  Group,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { buildPath, TICKET_STATES, type TicketState, type TicketSummary } from '@slovo/contracts';
import { IconCalendar, IconMessageReport, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { DatePickerInput, type DatesRangeValue } from '../../../lib/date-inputs.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import { type TicketFilter, useTickets } from '../api/tickets-api.ts';
import { ReportTicketButton } from '../components/report-ticket-button.tsx';
import { TicketStateBadge } from '../components/ticket-state-badge.tsx';

const DATE_FORMAT = 'YYYY-MM-DD';

/** A filter picked from a row (a microblock or an author), shown as a chip that clears it. */
type Picked = { id: number; name: string } | null;

function FilterChip({ label, onClear }: { label: string; onClear: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Badge
      variant="light"
      color="indigo"
      tt="none"
      size="lg"
      rightSection={
        <CloseButton size="xs" aria-label={t('common:actions.close')} onClick={onClear} />
      }
      data-testid="tickets-filter-chip"
    >
      {label}
    </Badge>
  );
}

function TicketRow({
  ticket,
  isFirst,
  onPickExercise,
  onPickAuthor,
}: {
  ticket: TicketSummary;
  isFirst: boolean;
  onPickExercise: (picked: Picked) => void;
  onPickAuthor: (picked: Picked) => void;
}) {
  const { t } = useTranslation('tickets');
  const exercise = ticket.exercise;
  return (
    <Stack
      gap={6}
      p="md"
      style={isFirst ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-testid={`ticket-row-${ticket.id}`}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Anchor
          component={Link}
          to={buildPath('manageReport', { ticketId: ticket.id })}
          fw={600}
          c="var(--mantine-color-text)"
          style={{ overflowWrap: 'anywhere' }}
          lineClamp={2}
          data-testid={`ticket-open-${ticket.id}`}
        >
          {t('tickets:list.number', { id: ticket.id })} · {ticket.description}
        </Anchor>
        <TicketStateBadge state={ticket.state} />
      </Group>
      <Group gap="xs" wrap="wrap">
        {exercise ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() =>
              onPickExercise({ id: exercise.source_id ?? exercise.id, name: exercise.title })
            }
            data-testid="ticket-pick-exercise"
          >
            {exercise.title}
            {exercise.theme ? ` · ${exercise.theme.name}` : ''}
            {ticket.slide_position !== null
              ? ` · ${t('tickets:list.slide', { slide: ticket.slide_position })}`
              : ''}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('tickets:list.general')}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          ·
        </Text>
        {ticket.author ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            c="dimmed"
            onClick={() => ticket.author && onPickAuthor(ticket.author)}
            data-testid="ticket-pick-author"
          >
            {ticket.author.name}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('tickets:list.noAuthor')}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatDateTime(ticket.created_at)}
        </Text>
        {ticket.attachment_count > 0 && (
          <Group gap={2} c="dimmed">
            <IconPaperclip size={14} />
            <Text size="xs">{ticket.attachment_count}</Text>
          </Group>
        )}
      </Group>
    </Stack>
  );
}

function TicketList({ workspaceId }: { workspaceId: number }) {
  const { t } = useTranslation(['tickets', 'common']);
  const [state, setState] = useState<TicketState | null>(null);
  const [exercise, setExercise] = useState<Picked>(null);
  const [author, setAuthor] = useState<Picked>(null);
  const [range, setRange] = useState<DatesRangeValue<string>>([null, null]);
  const [page, setPage] = useState(1);
  const filter: TicketFilter = {
    state,
    exerciseId: exercise?.id ?? null,
    authorId: author?.id ?? null,
    from: range[0] && range[1] ? range[0] : null,
    to: range[0] && range[1] ? range[1] : null,
    page,
  };
  const list = useTickets(workspaceId, filter);
  const isFiltered = Boolean(state || exercise || author || filter.from);
  // Every filter change starts from the first page.
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const renderContent = () => {
    if (list.isPending) return <ListSkeleton testId="tickets-loading" />;
    if (list.isError) {
      return (
        <Box p="md">
          <QueryErrorAlert
            title={t('tickets:error.listTitle')}
            description={t('tickets:error.description')}
            isRetrying={list.isFetching}
            onRetry={() => void list.refetch()}
            testId="tickets-error"
          />
        </Box>
      );
    }
    if (list.data.data.length === 0) {
      return (
        <EmptyState
          testId="tickets-empty"
          icon={<IconMessageReport size={32} />}
          title={t(isFiltered ? 'tickets:list.filteredEmptyTitle' : 'tickets:list.emptyTitle')}
          description={t(
            isFiltered ? 'tickets:list.filteredEmptyDescription' : 'tickets:list.emptyDescription',
          )}
        />
      );
    }
    return (
      <Stack gap={0} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {list.data.data.map((ticket, index) => (
          <TicketRow
            key={ticket.id}
            ticket={ticket}
            isFirst={index === 0}
            onPickExercise={change(setExercise)}
            onPickAuthor={change(setAuthor)}
          />
        ))}
      </Stack>
    );
  };

  return (
    <Stack gap="lg" maw={1000} data-testid="tickets-page">
      <PageHeader
        title={t('tickets:list.title')}
        description={t('tickets:list.subtitle')}
        actions={
          <ReportTicketButton workspaceId={workspaceId} exerciseId={null} slidePosition={null} />
        }
      />
      <Card padding={0}>
        <Group p="md" gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('tickets:filter.state')}
            placeholder={t('tickets:filter.anyState')}
            data={TICKET_STATES.map((value) => ({ value, label: t(`tickets:state.${value}`) }))}
            value={state}
            onChange={(value) => change(setState)(value as TicketState | null)}
            clearable
            w={{ base: '100%', xs: 200 }}
            data-testid="tickets-filter-state"
          />
          <DatePickerInput
            type="range"
            label={t('tickets:filter.dates')}
            placeholder={t('tickets:filter.anyDate')}
            value={range}
            onChange={change(setRange)}
            maxDate={dayjs().format(DATE_FORMAT)}
            valueFormat="L"
            leftSection={<IconCalendar size={16} />}
            clearable
            miw={240}
            w={{ base: '100%', xs: 'auto' }}
            data-testid="tickets-filter-dates"
          />
          {exercise && (
            <FilterChip
              label={t('tickets:filter.exercise', { name: exercise.name })}
              onClear={() => change(setExercise)(null)}
            />
          )}
          {author && (
            <FilterChip
              label={t('tickets:filter.author', { name: author.name })}
              onClear={() => change(setAuthor)(null)}
            />
          )}
        </Group>
        {!exercise && !author && (
          <Text size="xs" c="dimmed" px="md" pb="sm">
            {t('tickets:filter.hint')}
          </Text>
        )}
        <Divider />
        {renderContent()}
      </Card>
      {list.data && (
        <ListPagination meta={list.data.meta} onChange={setPage} testId="tickets-pagination" />
      )}
    </Stack>
  );
}

/** `/reports-tickets`: the project's complaint tickets, for moderators (decision 040). */
export function TicketsPage() {
  const { workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  return <TicketList key={workspaceId} workspaceId={workspaceId} />;
}
