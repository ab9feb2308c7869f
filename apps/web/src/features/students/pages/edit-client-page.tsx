import { Alert, Badge, Button, Grid, Group, Stack, Tooltip } from '@mantine/core';
import { buildPath, type Client } from '@slovo/contracts';
import { IconArchive, IconArchiveOff, IconPlus, IconRoute } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { getUiLanguage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { ClientForm } from '../components/client-form.tsx';
import { getCreateProtocolPath } from '../components/client-paths.ts';
import { ClientPlans } from '../components/client-plans.tsx';
import { useClientArchive } from '../components/use-client-actions.tsx';
import { ClientScreen } from './client-screen.tsx';

/** What the app adds to the student's card (the referral card). */
type ReferralsCard = ComponentType<{ workspaceId: number; clientId: number }>;

function EditClient({
  client,
  ReferralsCard,
}: {
  client: Client;
  ReferralsCard: ReferralsCard | undefined;
}) {
  const { t } = useTranslation('students');
  const archive = useClientArchive(client.workspace_id);
  const ageText = client.age === null ? null : t('students:age.years', { count: client.age });

  const newProtocolButton = (
    <Button
      component={Link}
      to={getCreateProtocolPath(client.id)}
      leftSection={<IconPlus size={16} />}
      variant="light"
      data-testid="client-new-protocol"
      // An archived student gets no new protocols (the server refuses them).
      disabled={client.is_archived}
      onClick={(event) => {
        if (client.is_archived) event.preventDefault();
      }}
    >
      {t('students:edit.newProtocol')}
    </Button>
  );

  return (
    <Stack gap="lg" maw={1400} data-testid="edit-client-page">
      <PageHeader
        title={client.child_name}
        description={
          ageText
            ? t('students:edit.subtitleAge', { age: ageText, parent: client.client_name })
            : t('students:edit.subtitle', { parent: client.client_name })
        }
        actions={
          <Group gap="sm">
            {client.is_archived && (
              <Badge color="gray" variant="light" size="lg" tt="none" data-testid="client-archived">
                {t('students:edit.archivedBadge')}
              </Badge>
            )}
            <Button
              component={Link}
              to={buildPath('correctionPath', { clientId: client.id })}
              variant="default"
              leftSection={<IconRoute size={16} />}
              data-testid="client-correction-path-link"
            >
              {t('students:row.correctionPath')}
            </Button>
            {client.is_archived ? (
              <Button
                variant="default"
                leftSection={<IconArchiveOff size={16} />}
                loading={archive.isPending}
                onClick={() => archive.restore(client)}
                data-testid="client-restore"
              >
                {t('students:row.restore')}
              </Button>
            ) : (
              <Button
                variant="default"
                leftSection={<IconArchive size={16} />}
                loading={archive.isPending}
                onClick={() => archive.confirmArchive(client)}
                data-testid="client-archive"
              >
                {t('students:row.archive')}
              </Button>
            )}
          </Group>
        }
      />
      {client.is_archived && (
        <Alert
          color="gray"
          variant="light"
          icon={<IconArchive size={18} />}
          title={t('students:edit.archivedTitle')}
          data-testid="client-archived-note"
        >
          {t('students:edit.archivedText')}
        </Alert>
      )}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <SectionCard title={t('students:edit.details')}>
            <ClientForm
              key={client.id}
              workspaceId={client.workspace_id}
              client={client}
              defaultLanguage={getUiLanguage()}
              onSaved={(saved) =>
                notify({
                  color: 'green',
                  message: t('students:notifications.saved', { name: saved.child_name }),
                })
              }
            />
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <SectionCard title={t('students:edit.plans')}>
            <Group justify="space-between" gap="sm">
              {client.is_archived ? (
                <Tooltip label={t('students:edit.newProtocolArchived')} multiline w={240}>
                  <span>{newProtocolButton}</span>
                </Tooltip>
              ) : (
                newProtocolButton
              )}
            </Group>
            <ClientPlans workspaceId={client.workspace_id} clientId={client.id} />
          </SectionCard>
          {ReferralsCard && (
            <Stack mt="lg">
              <ReferralsCard workspaceId={client.workspace_id} clientId={client.id} />
            </Stack>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Spec 2: `/edit-client/{clientId}`, a student's details, protocols and plans. */
export function EditClientPage({ ReferralsCard }: { ReferralsCard?: ReferralsCard }) {
  return (
    <ClientScreen
      render={(client) => <EditClient client={client} ReferralsCard={ReferralsCard} />}
    />
  );
}
