import {
  ActionIcon,
  Box,
  Button,
  Group,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { Workspace } from '@slovo/contracts';
import {
  IconArchive,
  IconArrowBackUp,
  IconPencil,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableFrame } from '../../../components/table-frame.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useIsBreakpointUp } from '../../../lib/use-is-breakpoint-up.ts';

export type ProjectActions = {
  /** Present where the page can invite (the users feature's form, composed by the route). */
  invite?: ((project: Workspace) => void) | undefined;
  edit: (project: Workspace) => void;
  confirmArchive: (project: Workspace) => void;
  confirmRestore: (project: Workspace) => void;
};

type ProjectsListProps = { projects: Workspace[]; actions: ProjectActions };
type RowProps = { project: Workspace; actions: ProjectActions };

function ProjectSummary({ project }: { project: Workspace }) {
  return (
    <Box miw={0}>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {project.title}
      </Text>
      {project.description && (
        <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {project.description}
        </Text>
      )}
    </Box>
  );
}

// A bare number with the people icon: the four languages need different plural forms, and the
// column header (or the icon on a card) already says what is counted.
function UsersCount({ project }: { project: Workspace }) {
  const { t } = useTranslation('projects');
  return (
    <Group gap={6} wrap="nowrap" title={t('projects:columns.users')}>
      <IconUsers size={16} color="var(--mantine-color-dimmed)" />
      <Text size="sm">{project.usersCount}</Text>
    </Group>
  );
}

/** Edit and archive for live projects; only restore for archived ones. */
function ProjectRowActions({ project, actions }: RowProps) {
  const { t } = useTranslation('projects');
  if (project.archived) {
    return (
      <Button
        variant="light"
        size="xs"
        leftSection={<IconArrowBackUp size={16} />}
        aria-label={t('projects:actions.restoreNamed', { title: project.title })}
        onClick={() => actions.confirmRestore(project)}
        data-testid={`project-restore-${project.id}`}
      >
        {t('projects:actions.restore')}
      </Button>
    );
  }
  const { invite } = actions;
  const named = { title: project.title };
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {invite && (
        <RowAction
          label={t('projects:actions.invite')}
          namedLabel={t('projects:actions.inviteNamed', named)}
          color="indigo"
          icon={<IconUserPlus size={18} />}
          onClick={() => invite(project)}
          testId={`project-invite-${project.id}`}
        />
      )}
      <RowAction
        label={t('projects:actions.edit')}
        namedLabel={t('projects:actions.editNamed', named)}
        color="gray"
        icon={<IconPencil size={18} />}
        onClick={() => actions.edit(project)}
        testId={`project-edit-${project.id}`}
      />
      <RowAction
        label={t('projects:actions.archive')}
        namedLabel={t('projects:actions.archiveNamed', named)}
        color="orange"
        icon={<IconArchive size={18} />}
        onClick={() => actions.confirmArchive(project)}
        testId={`project-archive-${project.id}`}
      />
    </Group>
  );
}

/** An icon button with its name as a tooltip, and the project's name for screen readers. */
function RowAction(props: {
  label: string;
  namedLabel: string;
  color: string;
  icon: ReactNode;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Tooltip label={props.label}>
      <ActionIcon
        variant="subtle"
        color={props.color}
        size="lg"
        aria-label={props.namedLabel}
        onClick={props.onClick}
        data-testid={props.testId}
      >
        {props.icon}
      </ActionIcon>
    </Tooltip>
  );
}

function ProjectsTable({ projects, actions }: ProjectsListProps) {
  const { t } = useTranslation('projects');
  return (
    <TableFrame minWidth={640} stickyFirstColumn>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('projects:columns.project')}</Table.Th>
            <Table.Th w={150}>{t('projects:columns.users')}</Table.Th>
            <Table.Th w={180}>{t('projects:columns.created')}</Table.Th>
            <Table.Th w={130}>
              <VisuallyHidden>{t('projects:columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((project) => (
            <Table.Tr key={project.id} data-testid={`project-row-${project.id}`}>
              <Table.Td>
                <ProjectSummary project={project} />
              </Table.Td>
              <Table.Td>
                <UsersCount project={project} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDate(project.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <ProjectRowActions project={project} actions={actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}

function ProjectsCards({ projects, actions }: ProjectsListProps) {
  const { t } = useTranslation('projects');
  return (
    <Stack gap={0}>
      {projects.map((project) => (
        <Stack
          key={project.id}
          gap="xs"
          p="md"
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          data-testid={`project-row-${project.id}`}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <ProjectSummary project={project} />
            <ProjectRowActions project={project} actions={actions} />
          </Group>
          <Group gap="lg">
            <UsersCount project={project} />
            <Text size="sm" c="dimmed">
              {t('projects:createdOn', { date: formatDate(project.createdAt) })}
            </Text>
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

/** A table from the `md` breakpoint; below it one card per project. */
export function ProjectsList(props: ProjectsListProps) {
  const isTable = useIsBreakpointUp('md');
  return isTable ? <ProjectsTable {...props} /> : <ProjectsCards {...props} />;
}
