import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { TICKET_MESSAGE_MAX_LENGTH, type Ticket } from '@slovo/contracts';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates.ts';
import { useReplyTicket } from '../api/tickets-api.ts';

/** A ticket's conversation (replies and moves) and the reply box while it is not archived. */
export function TicketThread({
  ticket,
  workspaceId,
  placeholder,
}: {
  ticket: Ticket;
  workspaceId: number;
  placeholder: string;
}) {
  const { t } = useTranslation('tickets');
  const reply = useReplyTicket(workspaceId, ticket.id);
  const [text, setText] = useState('');
  const send = () => {
    if (text.trim() === '') return;
    reply.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t('tickets:thread.title')}
      </Title>
      {ticket.messages.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('tickets:thread.empty')}
        </Text>
      )}
      {ticket.messages.map((message) => (
        <Stack key={message.id} gap={2} data-testid="ticket-message">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {message.author?.name ?? t('tickets:list.noAuthor')}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(message.created_at)}
            </Text>
          </Group>
          {message.state && (
            <Text size="sm" c="dimmed">
              {t('tickets:thread.moved', { state: t(`tickets:state.${message.state}`) })}
            </Text>
          )}
          {message.body && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </Text>
          )}
        </Stack>
      ))}
      {ticket.state !== 'archived' && (
        <Stack gap="xs">
          <Textarea
            placeholder={placeholder}
            autosize
            minRows={2}
            maxLength={TICKET_MESSAGE_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            aria-label={t('tickets:thread.reply')}
            data-testid="ticket-reply-text"
          />
          <Group justify="flex-end">
            <Button
              leftSection={<IconSend size={16} />}
              onClick={send}
              loading={reply.isPending}
              disabled={text.trim() === ''}
              data-testid="ticket-reply-send"
            >
              {t('tickets:thread.reply')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
