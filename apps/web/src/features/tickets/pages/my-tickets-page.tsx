import {
  Alert,
  Anchor,
  Button,
  Card,
  FileButton,
  Grid,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  ATTACHMENT_IMAGE_TYPES,
  buildPath,
  isTicketOpen,
  TICKET_ATTACHMENTS_MAX,
  type Ticket,
  type TicketSummary,
} from '@slovo/contracts';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconMessageReport,
  IconMessages,
  IconPaperclip,
  IconPhotoPlus,
} from '@tabler/icons-react';
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
import { formatDateTime } from '../../../lib/dates.ts';
import { notify } from '../../../lib/notify.ts';
import { useAddTicketScreenshot, useMyTickets } from '../api/tickets-api.ts';
import { TicketScreen } from '../components/ticket-screen.tsx';
import { TicketSlidePanel } from '../components/ticket-slide-panel.tsx';
import { TicketStateBadge } from '../components/ticket-state-badge.tsx';
import { TicketThread } from '../components/ticket-thread.tsx';

function exerciseLabel(ticket: TicketSummary, general: string) {
  const exercise = ticket.exercise;
  if (!exercise) return general;
  return `${exercise.title}${exercise.theme ? ` · ${exercise.theme.name}` : ''}`;
}

function MyTicketRow({ ticket, isFirst }: { ticket: TicketSummary; isFirst: boolean }) {
  const { t } = useTranslation('tickets');
  return (
    <Stack
      gap={6}
      p="md"
      style={isFirst ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-testid={`my-ticket-row-${ticket.id}`}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Anchor
          component={Link}
          to={buildPath('myTicket', { ticketId: ticket.id })}
          fw={600}
          c="var(--mantine-color-text)"
          style={{ overflowWrap: 'anywhere' }}
          lineClamp={2}
          data-testid={`my-ticket-open-${ticket.id}`}
        >
          {t('tickets:list.number', { id: ticket.id })} · {ticket.description}
        </Anchor>
        <TicketStateBadge state={ticket.state} />
      </Group>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          {exerciseLabel(ticket, t('tickets:list.general'))}
          {ticket.slide_position !== null
            ? ` · ${t('tickets:list.slide', { slide: ticket.slide_position })}`
            : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(ticket.created_at)}
        </Text>
        {ticket.message_count > 0 && (
          <Group
            gap={2}
            c="dimmed"
            aria-label={t('tickets:mine.messages', { count: ticket.message_count })}
          >
            <IconMessages size={14} aria-hidden />
            <Text size="xs">{ticket.message_count}</Text>
          </Group>
        )}
        {ticket.attachment_count > 0 && (
          <Group gap={2} c="dimmed">
            <IconPaperclip size={14} aria-hidden />
            <Text size="xs">{ticket.attachment_count}</Text>
          </Group>
        )}
      </Group>
    </Stack>
  );
}

function MyTicketList({ workspaceId }: { workspaceId: number }) {
  const { t } = useTranslation('tickets');
  const [page, setPage] = useState(1);
  const list = useMyTickets(workspaceId, page);

  const renderContent = () => {
    if (list.isPending) return <ListSkeleton testId="my-tickets-loading" />;
    if (list.isError) {
      return (
        <Stack p="md">
          <QueryErrorAlert
            title={t('tickets:error.listTitle')}
            description={t('tickets:error.description')}
            isRetrying={list.isFetching}
            onRetry={() => void list.refetch()}
            testId="my-tickets-error"
          />
        </Stack>
      );
    }
    if (list.data.data.length === 0) {
      return (
        <EmptyState
          testId="my-tickets-empty"
          icon={<IconMessageReport size={32} />}
          title={t('tickets:mine.emptyTitle')}
          description={t('tickets:mine.emptyDescription')}
        />
      );
    }
    return (
      <Stack gap={0} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {list.data.data.map((ticket, index) => (
          <MyTicketRow key={ticket.id} ticket={ticket} isFirst={index === 0} />
        ))}
      </Stack>
    );
  };

  return (
    <Stack gap="lg" maw={1000} data-testid="my-tickets-page">
      <PageHeader title={t('tickets:mine.title')} description={t('tickets:mine.subtitle')} />
      <Card padding={0}>{renderContent()}</Card>
      {list.data && (
        <ListPagination meta={list.data.meta} onChange={setPage} testId="my-tickets-pagination" />
      )}
    </Stack>
  );
}

/** `/my-tickets`: the tickets the caller filed in the project, with their state (decision 040). */
export function MyTicketsPage() {
  const { workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  return <MyTicketList key={workspaceId} workspaceId={workspaceId} />;
}

function AddScreenshot({ ticket, workspaceId }: { ticket: Ticket; workspaceId: number }) {
  const { t } = useTranslation('tickets');
  const add = useAddTicketScreenshot(workspaceId, ticket.id);
  if (!isTicketOpen(ticket.state) || ticket.attachments.length >= TICKET_ATTACHMENTS_MAX) {
    return null;
  }
  return (
    <Stack gap={4}>
      <FileButton
        accept={ATTACHMENT_IMAGE_TYPES.join(',')}
        onChange={(file) => {
          if (file) {
            add.mutate(file, {
              onSuccess: () =>
                notify({ color: 'teal', message: t('tickets:mine.screenshotAdded') }),
            });
          }
        }}
      >
        {(props) => (
          <Button
            {...props}
            variant="light"
            leftSection={<IconPhotoPlus size={18} />}
            loading={add.isPending}
            data-testid="my-ticket-add-screenshot"
          >
            {t('tickets:mine.addScreenshot')}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        {t('tickets:report.screenshotsHint', { max: TICKET_ATTACHMENTS_MAX })}
      </Text>
    </Stack>
  );
}

function MyTicketView({ ticket, workspaceId }: { ticket: Ticket; workspaceId: number }) {
  const { t } = useTranslation('tickets');
  return (
    <Stack gap="lg" data-testid="my-ticket-page">
      <Group gap="xs">
        <Anchor component={Link} to={buildPath('myTickets')} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} />
            {t('tickets:mine.back')}
          </Group>
        </Anchor>
      </Group>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('tickets:list.number', { id: ticket.id })}
        </Title>
        <TicketStateBadge state={ticket.state} />
      </Group>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <TicketSlidePanel ticket={ticket}>
            <AddScreenshot ticket={ticket} workspaceId={workspaceId} />
          </TicketSlidePanel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <Card padding="lg">
              <Stack gap="sm">
                <Text fw={600} data-testid="ticket-exercise">
                  {exerciseLabel(ticket, t('tickets:list.general'))}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('tickets:mine.filed', { date: formatDateTime(ticket.created_at) })}
                </Text>
                <Text
                  style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  data-testid="ticket-description"
                >
                  {ticket.description}
                </Text>
                {ticket.decline_reason && ticket.state === 'declined' && (
                  <Alert
                    color="red"
                    icon={<IconAlertCircle size={18} />}
                    data-testid="ticket-decline-shown"
                  >
                    {t('tickets:manage.declined', { reason: ticket.decline_reason })}
                  </Alert>
                )}
              </Stack>
            </Card>
            <Card padding="lg">
              <TicketThread
                ticket={ticket}
                workspaceId={workspaceId}
                placeholder={t('tickets:mine.placeholder')}
              />
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * `/my-tickets/{ticketId}`: the reporter's view of their ticket: its state, the slide, the
 * screenshots (more may be added while it is open) and the conversation with the moderators.
 */
export function MyTicketPage() {
  return (
    <TicketScreen
      render={(ticket, workspaceId) => <MyTicketView ticket={ticket} workspaceId={workspaceId} />}
    />
  );
}
