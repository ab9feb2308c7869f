import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { buildPath, type DiagnosticCardStudent } from '@slovo/contracts';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useMyDiagnosticStudents } from '../api/get-diagnostic-cards.ts';
import { CardStatusBadge } from '../components/card-status-badge.tsx';

/** A name matches when it contains every word typed, in any order and case. */
function matches(student: DiagnosticCardStudent, term: string) {
  const haystack = `${student.child_name} ${student.client_name}`.toLocaleLowerCase();
  return term
    .toLocaleLowerCase()
    .split(/\s+/)
    .every((word) => haystack.includes(word));
}

function StudentRow({ student, isFirst }: { student: DiagnosticCardStudent; isFirst: boolean }) {
  const { t } = useTranslation('diagnostics');
  const latest = student.cards[0];
  return (
    <Group
      justify="space-between"
      align="flex-start"
      gap="sm"
      p="md"
      style={isFirst ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-testid={`student-row-${student.id}`}
    >
      <Stack gap={4} miw={0} style={{ flex: 1 }}>
        <Anchor
          component={Link}
          to={buildPath('manageDiagnosticianClients', { clientId: student.id })}
          fw={600}
          c="var(--mantine-color-text)"
          style={{ overflowWrap: 'anywhere' }}
          data-testid={`student-open-${student.id}`}
        >
          {student.child_name}
        </Anchor>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {student.client_name}
          {student.birth_date &&
            ` · ${t('diagnostics:students.born', { date: formatDate(student.birth_date) })}`}
        </Text>
      </Stack>
      <Stack gap={4} align="flex-end">
        {latest ? (
          <>
            <CardStatusBadge status={latest.status} />
            <Text size="xs" c="dimmed" ta="right">
              {t('diagnostics:students.cards', { count: student.cards.length })} ·{' '}
              {formatDate(latest.diagnostic_date)}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('diagnostics:students.noCards')}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** Spec 2 `/diagnostician-clients`: the students assigned to me, with their cards' statuses. */
export function DiagnosticianClientsPage() {
  const { t } = useTranslation('diagnostics');
  const { workspaceId } = useSession();
  const [term, setTerm] = useState('');
  if (workspaceId === null) return <NoAccessView />;
  return (
    <Stack gap="lg" maw={1100} data-testid="diagnostician-clients-page">
      <PageHeader
        title={t('diagnostics:students.title')}
        description={t('diagnostics:students.subtitle')}
      />
      <StudentList workspaceId={workspaceId} term={term} onTerm={setTerm} />
    </Stack>
  );
}

function StudentList({
  workspaceId,
  term,
  onTerm,
}: {
  workspaceId: number;
  term: string;
  onTerm: (term: string) => void;
}) {
  const { t } = useTranslation('diagnostics');
  const query = useMyDiagnosticStudents(workspaceId);
  if (query.isPending) return <ListSkeleton testId="students-loading" />;
  if (!query.data) {
    return (
      <QueryErrorAlert
        title={t('diagnostics:students.error')}
        description={t('diagnostics:error.description')}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
        testId="students-error"
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        testId="students-empty"
        icon={<IconUsers size={32} />}
        title={t('diagnostics:students.emptyTitle')}
        description={t('diagnostics:students.emptyText')}
      />
    );
  }
  const words = term.trim();
  const shown = words ? query.data.filter((student) => matches(student, words)) : query.data;
  return (
    <Stack gap="md">
      <SearchInput
        value={term}
        onChange={onTerm}
        placeholder={t('diagnostics:students.search')}
        testId="students-search"
      />
      <Card padding={0} withBorder>
        {shown.length === 0 ? (
          <EmptyState
            testId="students-none-found"
            icon={<IconSearch size={32} />}
            title={t('diagnostics:students.noneFoundTitle')}
            description={t('diagnostics:students.noneFoundText')}
          />
        ) : (
          shown.map((student, index) => (
            <StudentRow key={student.id} student={student} isFirst={index === 0} />
          ))
        )}
      </Card>
    </Stack>
  );
}
