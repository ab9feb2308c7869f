import {
  ActionIcon,
  Box,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { buildPath, type Notification } from '@slovo/contracts';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/dates.ts';
import { useMarkNotificationsRead, useNotifications } from './use-notifications.ts';

/** What a notification says, by its kind. */
function useNotificationText(notification: Notification): string {
  const { t } = useTranslation('shell');
  if (notification.kind === 'ticket_updated') {
    const about = notification.exercise_title
      ? t('shell:notifications.ticketAbout', { title: notification.exercise_title })
      : t('shell:notifications.ticketGeneral');
    return notification.state
      ? t('shell:notifications.ticketState', {
          id: notification.ticket_id,
          about,
          state: t(`shell:notifications.ticketStates.${notification.state}`),
        })
      : t('shell:notifications.ticketReply', {
          id: notification.ticket_id,
          about,
          actor: notification.actor?.name ?? '',
        });
  }
  return notification.actor
    ? t('shell:notifications.cardSent', {
        child: notification.child_first_name,
        sender: notification.actor.name,
      })
    : t('shell:notifications.cardSentNoSender', { child: notification.child_first_name });
}

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const text = useNotificationText(notification);
  const isUnread = notification.read_at === null;
  const content = (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Box
        mt={6}
        w={8}
        h={8}
        bg={isUnread ? 'indigo.6' : 'transparent'}
        style={{ borderRadius: '50%', flexShrink: 0 }}
        aria-hidden
      />
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={isUnread ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
          {text}
        </Text>
        {/* Gray 7, not dimmed: dimmed reads at 4.4:1 on the tint of a hovered or focused item. */}
        <Text size="xs" c="gray.7">
          {formatDateTime(notification.created_at)}
        </Text>
      </div>
    </Group>
  );
  const common = {
    onClick: () => onOpen(notification),
    p: 'sm',
    w: '100%',
    style: { borderRadius: 'var(--mantine-radius-sm)', display: 'block' },
    bg: isUnread ? 'indigo.0' : undefined,
    'data-testid': 'notification-item',
    'data-kind': notification.kind,
    'data-unread': isUnread || undefined,
  } as const;
  // A card opens its page; a ticket's news opens the reporter's view of the ticket.
  const to =
    notification.kind === 'diagnostic_card_sent'
      ? buildPath('manageClientDc', { cardId: notification.card_id })
      : buildPath('myTicket', { ticketId: notification.ticket_id });
  return (
    <UnstyledButton component={Link} to={to} {...common}>
      {content}
    </UnstyledButton>
  );
}

/**
 * The staff header's bell: my unread count in this project, and the latest notifications, each a
 * link that opens what it tells about and marks it read (decision 035).
 */
export function NotificationBell({ workspaceId }: { workspaceId: number }) {
  const { t } = useTranslation('shell');
  const [isOpen, setIsOpen] = useState(false);
  const list = useNotifications(workspaceId);
  const markRead = useMarkNotificationsRead(workspaceId);
  const unread = list.data?.meta.unread ?? 0;
  const items = list.data?.data ?? [];

  const open = (notification: Notification) => {
    setIsOpen(false);
    if (notification.read_at === null) markRead.mutate([notification.id]);
  };

  return (
    <Popover
      opened={isOpen}
      onChange={setIsOpen}
      position="bottom-end"
      width={340}
      shadow="md"
      withinPortal
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={() => setIsOpen((current) => !current)}
          aria-label={t('shell:notifications.label', { count: unread })}
          data-testid="notification-bell"
        >
          <Indicator
            label={unread > 99 ? '99+' : unread}
            size={16}
            color="red"
            offset={2}
            disabled={unread === 0}
            data-testid="notification-count"
          >
            <IconBell size={20} />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs" maw="calc(100vw - 16px)" data-testid="notification-list">
        <Group justify="space-between" px="xs" pb="xs" gap={4}>
          <Text fw={600}>{t('shell:notifications.title')}</Text>
          {unread > 0 && (
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() => markRead.mutate('all')}
              loading={markRead.isPending}
            >
              {t('shell:notifications.markAll')}
            </Button>
          )}
        </Group>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" px="xs" py="md" ta="center">
            {list.isError ? t('shell:notifications.failed') : t('shell:notifications.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360} type="auto">
            <Stack gap={2}>
              {items.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} onOpen={open} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
