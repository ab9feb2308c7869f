import { Anchor, Group, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import { buildPath, type ProtocolSummary } from '@slovo/contracts';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { TableFrame } from '../../../components/table-frame.tsx';
import { useIsBreakpointUp } from '../../../lib/use-is-breakpoint-up.ts';
import { PlanStatus } from './plan-status.tsx';

type ProtocolListProps = { protocols: ProtocolSummary[] };

function getProtocolPath(protocol: ProtocolSummary): string {
  return buildPath('editProtocol', { protocolId: protocol.id });
}

function CurrentPlan({ protocol }: { protocol: ProtocolSummary }) {
  const { t } = useTranslation('protocols');
  const plan = protocol.current_plan;
  if (!plan) {
    return (
      <Text size="sm" c="dimmed">
        {t('protocols:list.noPlan')}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('protocols:plan.name', { number: plan.number })}
      </Text>
      <PlanStatus plan={plan} testId="protocol-row-status" />
    </Stack>
  );
}

function LessonProgress({ protocol }: { protocol: ProtocolSummary }) {
  const { t } = useTranslation('protocols');
  const plan = protocol.current_plan;
  if (!plan) return null;
  const total = Math.max(plan.lessons_total, 1);
  return (
    <Stack gap={6} miw={150} data-testid="protocol-row-lessons">
      <Progress.Root size="sm" aria-hidden="true">
        <Progress.Section value={(plan.lessons_finished / total) * 100} color="teal" />
        <Progress.Section
          value={(Math.max(plan.lessons_prepared - plan.lessons_finished, 0) / total) * 100}
          color="indigo.3"
        />
      </Progress.Root>
      <Text size="xs" c="dimmed">
        {t('protocols:list.lessonsPrepared', {
          prepared: plan.lessons_prepared,
          total: plan.lessons_total,
        })}
        {' · '}
        {t('protocols:list.lessonsFinished', {
          finished: plan.lessons_finished,
          total: plan.lessons_total,
        })}
      </Text>
    </Stack>
  );
}

function Teacher({ protocol }: { protocol: ProtocolSummary }) {
  const { t } = useTranslation('protocols');
  return (
    <Text size="sm" c={protocol.teacher ? undefined : 'dimmed'}>
      {protocol.teacher?.name ?? t('protocols:list.noTeacher')}
    </Text>
  );
}

function ChildLink({ protocol }: { protocol: ProtocolSummary }) {
  return (
    <Anchor
      component={Link}
      to={getProtocolPath(protocol)}
      fw={700}
      c="inherit"
      // The whole row opens the protocol; the name is the keyboard's way in.
      onClick={(event) => event.stopPropagation()}
    >
      {protocol.client.child_name}
    </Anchor>
  );
}

function ProtocolTable({ protocols }: ProtocolListProps) {
  const { t } = useTranslation('protocols');
  const navigate = useNavigate();
  return (
    <TableFrame minWidth={820} stickyFirstColumn>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('protocols:columns.student')}</Table.Th>
            <Table.Th>{t('protocols:columns.plan')}</Table.Th>
            <Table.Th>{t('protocols:columns.lessons')}</Table.Th>
            <Table.Th>{t('protocols:columns.teacher')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {protocols.map((protocol) => (
            <Table.Tr
              key={protocol.id}
              data-testid="protocol-row"
              data-protocol-id={protocol.id}
              style={{ cursor: 'pointer' }}
              onClick={() => navigate(getProtocolPath(protocol))}
            >
              <Table.Td maw={320}>
                <Stack gap={2}>
                  <ChildLink protocol={protocol} />
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {protocol.title}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <CurrentPlan protocol={protocol} />
              </Table.Td>
              <Table.Td>
                <LessonProgress protocol={protocol} />
              </Table.Td>
              <Table.Td>
                <Teacher protocol={protocol} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}

function ProtocolCards({ protocols }: ProtocolListProps) {
  return (
    <Stack gap={0}>
      {protocols.map((protocol) => (
        <Paper
          key={protocol.id}
          component={Link}
          to={getProtocolPath(protocol)}
          radius={0}
          p="md"
          c="inherit"
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)', textDecoration: 'none' }}
          data-testid="protocol-row"
          data-protocol-id={protocol.id}
        >
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
              <Stack gap={2}>
                <Text fw={700}>{protocol.client.child_name}</Text>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {protocol.title}
                </Text>
              </Stack>
              <CurrentPlan protocol={protocol} />
              <LessonProgress protocol={protocol} />
              <Teacher protocol={protocol} />
            </Stack>
            <IconChevronRight size={18} color="var(--mantine-color-gray-5)" />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** A table from the `md` breakpoint; below it one card per protocol, stacked. */
export function ProtocolList(props: ProtocolListProps) {
  const isTable = useIsBreakpointUp('md');
  return isTable ? <ProtocolTable {...props} /> : <ProtocolCards {...props} />;
}
