import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Client } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { QualificationBadges } from '../../../components/qualification-badges.tsx';
import { TableFrame } from '../../../components/table-frame.tsx';
import { useIsBreakpointUp } from '../../../lib/use-is-breakpoint-up.ts';
import {
  ClientContact,
  ClientInterests,
  ClientName,
  ClientProtocols,
  type ClientRowActions,
  ClientRowMenu,
  ClientTeacher,
} from './client-cells.tsx';

type ClientListProps = { clients: Client[]; actions: ClientRowActions };

function ClientTable({ clients, actions }: ClientListProps) {
  const { t } = useTranslation('students');
  return (
    <TableFrame minWidth={900} stickyFirstColumn>
      <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('students:columns.child')}</Table.Th>
            <Table.Th>{t('students:columns.client')}</Table.Th>
            <Table.Th>{t('students:columns.qualifications')}</Table.Th>
            <Table.Th>{t('students:columns.interests')}</Table.Th>
            <Table.Th>{t('students:columns.teacher')}</Table.Th>
            <Table.Th w={56}>
              <VisuallyHidden>{t('students:columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((client) => (
            <Table.Tr key={client.id} data-testid="client-row" data-client-id={client.id}>
              <Table.Td miw={150} maw={220}>
                <ClientName client={client} withProtocols />
              </Table.Td>
              <Table.Td maw={240}>
                <ClientContact client={client} />
              </Table.Td>
              <Table.Td miw={200} maw={300}>
                <QualificationBadges qualifications={client.qualifications} />
              </Table.Td>
              <Table.Td maw={200}>
                <ClientInterests client={client} />
              </Table.Td>
              <Table.Td miw={130}>
                <ClientTeacher client={client} />
              </Table.Td>
              <Table.Td>
                <ClientRowMenu client={client} actions={actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}

function ClientCards({ clients, actions }: ClientListProps) {
  const { t } = useTranslation('students');
  return (
    <Stack gap={0}>
      {clients.map((client, index) => (
        <Stack
          key={client.id}
          gap="sm"
          p="md"
          style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
          data-testid="client-row"
          data-client-id={client.id}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start" justify="space-between">
            <ClientName client={client} />
            <ClientRowMenu client={client} actions={actions} />
          </Group>
          <ClientContact client={client} />
          {client.qualifications.length > 0 && (
            <QualificationBadges qualifications={client.qualifications} />
          )}
          {client.interests.length > 0 && (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {t('students:columns.interests')}:
              </Text>
              <ClientInterests client={client} />
            </Group>
          )}
          <Group justify="space-between" gap="sm">
            <ClientTeacher client={client} withIcon />
            <ClientProtocols client={client} />
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

/** A table from the `md` breakpoint; below it one card per student, stacked. */
export function ClientList(props: ClientListProps) {
  const isTable = useIsBreakpointUp('md');
  return isTable ? <ClientTable {...props} /> : <ClientCards {...props} />;
}
