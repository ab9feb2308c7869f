import { Anchor, Group, Menu, Stack, Text } from '@mantine/core';
import { buildPath, type Client } from '@slovo/contracts';
import {
  IconArchive,
  IconArchiveOff,
  IconEdit,
  IconMail,
  IconPhone,
  IconRoute,
  IconSchool,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RowMenu } from '../../../components/row-menu.tsx';
import { ClientAge } from './client-age.tsx';

/** What a row of the students list can do. */
export type ClientRowActions = {
  onArchive: (client: Client) => void;
  onRestore: (client: Client) => void;
  /** The student whose archive state is being saved. */
  pendingId: number | null;
};

type CellProps = { client: Client };

/** The child's name (opening their page) and age; the table adds their protocol count. */
export function ClientName({
  client,
  withProtocols = false,
}: CellProps & { withProtocols?: boolean }) {
  const { t } = useTranslation('students');
  return (
    <Stack gap={2} miw={0}>
      <Anchor
        component={Link}
        to={buildPath('editClient', { clientId: client.id })}
        fw={600}
        size="sm"
        style={{ overflowWrap: 'anywhere' }}
        data-testid="client-name"
      >
        {client.child_name}
      </Anchor>
      <ClientAge age={client.age} size="xs" c={client.age === null ? 'dimmed' : 'gray.7'} />
      {withProtocols && (
        <Text size="xs" c="dimmed" data-testid="client-protocol-count">
          {t('students:row.protocols', { count: client.protocol_count })}
        </Text>
      )}
    </Stack>
  );
}

// The e-mail and phone links sit one above the other: each line is 24 px high, the smallest
// target a finger or a shaky hand is sure to hit (WCAG 2.5.8).
const CONTACT_LINE = '24px';

export function ClientContact({ client }: CellProps) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {client.client_name}
      </Text>
      {client.contact_email && (
        <Group gap={4} wrap="nowrap" miw={0}>
          <IconMail size={14} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0 }} />
          <Anchor
            href={`mailto:${client.contact_email}`}
            size="xs"
            c="dimmed"
            lh={CONTACT_LINE}
            truncate
          >
            {client.contact_email}
          </Anchor>
        </Group>
      )}
      {client.contact_phone && (
        <Group gap={4} wrap="nowrap">
          <IconPhone size={14} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0 }} />
          <Anchor
            href={`tel:${client.contact_phone.replace(/[^+\d]/g, '')}`}
            size="xs"
            c="dimmed"
            lh={CONTACT_LINE}
          >
            {client.contact_phone}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}

export function ClientInterests({ client }: CellProps) {
  return (
    <Text size="sm" c={client.interests.length ? undefined : 'dimmed'} lineClamp={2}>
      {client.interests.length ? client.interests.map((interest) => interest.name).join(', ') : '—'}
    </Text>
  );
}

/** The teacher's name; cards, which have no column heading, put an icon with a label before it. */
export function ClientTeacher({ client, withIcon = false }: CellProps & { withIcon?: boolean }) {
  const { t } = useTranslation('students');
  const name = (
    <Text size="sm" c={client.teacher ? undefined : 'dimmed'}>
      {client.teacher?.name ?? t('students:row.noTeacher')}
    </Text>
  );
  if (!withIcon) return name;
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <IconSchool
        size={16}
        color="var(--mantine-color-dimmed)"
        style={{ flexShrink: 0 }}
        aria-label={t('students:columns.teacher')}
      />
      {name}
    </Group>
  );
}

export function ClientProtocols({ client }: CellProps) {
  const { t } = useTranslation('students');
  return (
    <Text
      size="sm"
      c={client.protocol_count ? undefined : 'dimmed'}
      style={{ whiteSpace: 'nowrap' }}
    >
      {t('students:row.protocols', { count: client.protocol_count })}
    </Text>
  );
}

export function ClientRowMenu({ client, actions }: CellProps & { actions: ClientRowActions }) {
  const { t } = useTranslation('students');
  return (
    <RowMenu label={t('students:row.menu', { name: client.child_name })} testId="client-menu">
      <Menu.Item
        component={Link}
        to={buildPath('editClient', { clientId: client.id })}
        leftSection={<IconEdit size={16} />}
        data-testid="client-edit"
      >
        {t('students:row.edit')}
      </Menu.Item>
      <Menu.Item
        component={Link}
        to={buildPath('correctionPath', { clientId: client.id })}
        leftSection={<IconRoute size={16} />}
        data-testid="client-correction-path"
      >
        {t('students:row.correctionPath')}
      </Menu.Item>
      <Menu.Divider />
      {client.is_archived ? (
        <Menu.Item
          leftSection={<IconArchiveOff size={16} />}
          disabled={actions.pendingId === client.id}
          onClick={() => actions.onRestore(client)}
          data-testid="client-restore"
        >
          {t('students:row.restore')}
        </Menu.Item>
      ) : (
        <Menu.Item
          color="red"
          leftSection={<IconArchive size={16} />}
          disabled={actions.pendingId === client.id}
          onClick={() => actions.onArchive(client)}
          data-testid="client-archive"
        >
          {t('students:row.archive')}
        </Menu.Item>
      )}
    </RowMenu>
  );
}
