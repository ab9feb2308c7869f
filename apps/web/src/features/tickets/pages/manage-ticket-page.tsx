import {
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  buildPath,
  TICKET_REASON_MAX_LENGTH,
  type Ticket,
  type TicketState,
} from '@slovo/contracts';
import { IconAlertCircle, IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates.ts';
import { notify } from '../../../lib/notify.ts';
import { useMoveTicket, useRefreshTicket, useRegenerateTicket } from '../api/tickets-api.ts';
import { TicketScreen } from '../components/ticket-screen.tsx';
import { TicketSlidePanel } from '../components/ticket-slide-panel.tsx';
import { TicketStateBadge } from '../components/ticket-state-badge.tsx';
import { TicketThread } from '../components/ticket-thread.tsx';

/**
 * "Replace the deck" of the microblock the ticket concerns, composed by the app from the exercise
 * editor (features stay independent): the moderator fixes the slides, then regenerates.
 */
export type ReplaceDeckAction = ComponentType<{
  workspaceId: number;
  exerciseId: number;
  onReplaced: () => void;
}>;

const MOVE_COLOURS: Record<TicketState, string> = {
  new: 'blue',
  in_process: 'yellow',
  done: 'teal',
  declined: 'red',
  archived: 'gray',
};

function DeclineModal({
  opened,
  onClose,
  onDecline,
  isPending,
}: {
  opened: boolean;
  onClose: () => void;
  onDecline: (reason: string) => void;
  isPending: boolean;
}) {
  const { t } = useTranslation(['tickets', 'common']);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title={t('tickets:decline.title')} size={400} centered>
      <Stack gap="sm">
        <Textarea
          label={t('tickets:decline.reason')}
          autosize
          minRows={3}
          maxLength={TICKET_REASON_MAX_LENGTH}
          withAsterisk
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          data-autofocus
          data-testid="ticket-decline-reason"
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            color="red"
            loading={isPending}
            onClick={() => {
              if (reason.trim() === '') setError(t('tickets:decline.required'));
              else onDecline(reason.trim());
            }}
            data-testid="ticket-decline-confirm"
          >
            {t('tickets:decline.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

type TicketViewProps = { ticket: Ticket; workspaceId: number; ReplaceDeck: ReplaceDeckAction };

function Actions({ ticket, workspaceId, ReplaceDeck }: TicketViewProps) {
  const { t } = useTranslation('tickets');
  const move = useMoveTicket(workspaceId, ticket.id);
  const regenerate = useRegenerateTicket(workspaceId, ticket.id);
  const refresh = useRefreshTicket(workspaceId, ticket.id);
  const [isDeclining, setIsDeclining] = useState(false);
  const moveTo = (state: TicketState, reason?: string) =>
    move.mutate(
      { state, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          setIsDeclining(false);
          notify({
            color: 'teal',
            message: t('tickets:manage.moved', { state: t(`tickets:state.${state}`) }),
          });
        },
      },
    );
  if (ticket.next_states.length === 0 && !ticket.can_regenerate) return null;
  return (
    <Stack gap="xs">
      {ticket.can_regenerate && ticket.exercise && (
        <>
          <Text size="sm" c="dimmed" data-testid="ticket-fix-hint">
            {t('tickets:manage.fixHint')}
          </Text>
          <ReplaceDeck
            workspaceId={workspaceId}
            // A themed version is made from its source: the source's deck is the one to fix.
            exerciseId={ticket.exercise.source_id ?? ticket.exercise.id}
            onReplaced={() => void refresh()}
          />
        </>
      )}
      {ticket.can_regenerate && (
        <Button
          variant="light"
          leftSection={<IconRefresh size={18} />}
          loading={regenerate.isPending}
          onClick={() =>
            regenerate.mutate(undefined, {
              onSuccess: (result) =>
                notify({
                  color: result.failed > 0 ? 'orange' : 'teal',
                  message:
                    result.made === 0 && result.failed === 0
                      ? t('tickets:regenerate.fresh')
                      : t('tickets:regenerate.done', {
                          count: result.made,
                          failed: result.failed,
                        }),
                }),
            })
          }
          data-testid="ticket-regenerate"
        >
          {t('tickets:regenerate.button')}
        </Button>
      )}
      {ticket.regenerated_at && (
        <Text size="xs" c="dimmed" data-testid="ticket-regenerated">
          {t('tickets:regenerate.at', { date: formatDateTime(ticket.regenerated_at) })}
        </Text>
      )}
      <Group gap="xs">
        {ticket.next_states.map((state) => (
          <Button
            key={state}
            color={MOVE_COLOURS[state]}
            variant={state === 'declined' || state === 'archived' ? 'light' : 'filled'}
            loading={move.isPending && move.variables?.state === state}
            onClick={() => (state === 'declined' ? setIsDeclining(true) : moveTo(state))}
            data-testid={`ticket-move-${state}`}
          >
            {t(`tickets:move.${state}`)}
          </Button>
        ))}
      </Group>
      <DeclineModal
        opened={isDeclining}
        onClose={() => setIsDeclining(false)}
        onDecline={(reason) => moveTo('declined', reason)}
        isPending={move.isPending}
      />
    </Stack>
  );
}

function TicketView({ ticket, workspaceId, ReplaceDeck }: TicketViewProps) {
  const { t } = useTranslation('tickets');
  return (
    <Stack gap="lg" data-testid="manage-ticket-page">
      <Group gap="xs">
        <Anchor component={Link} to={buildPath('reportsTickets')} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} />
            {t('tickets:manage.back')}
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
          <TicketSlidePanel ticket={ticket} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <Card padding="lg">
              <Stack gap="sm">
                <Text fw={600} data-testid="ticket-exercise">
                  {ticket.exercise
                    ? `${ticket.exercise.title}${ticket.exercise.theme ? ` · ${ticket.exercise.theme.name}` : ''}`
                    : t('tickets:list.general')}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('tickets:manage.filed', {
                    name: ticket.author?.name ?? t('tickets:list.noAuthor'),
                    date: formatDateTime(ticket.created_at),
                  })}
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
                <Actions ticket={ticket} workspaceId={workspaceId} ReplaceDeck={ReplaceDeck} />
              </Stack>
            </Card>
            <Card padding="lg">
              <TicketThread
                ticket={ticket}
                workspaceId={workspaceId}
                placeholder={t('tickets:thread.placeholder')}
              />
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * `/manage-report/{ticketId}`: a ticket beside its slide, its thread and its moves, with the way
 * to fix the microblock's deck and remake its themed versions.
 */
export function ManageTicketPage({ ReplaceDeck }: { ReplaceDeck: ReplaceDeckAction }) {
  return (
    <TicketScreen
      render={(ticket, workspaceId) => (
        <TicketView ticket={ticket} workspaceId={workspaceId} ReplaceDeck={ReplaceDeck} />
      )}
    />
  );
}
