import {
  Anchor,
  Box,
  Button,
  Card,
  Grid,
  Group,
  Menu,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import {
  buildPath,
  CONFIRM_MODAL_MAX_WIDTH,
  INTERMEDIATE_SESSION_MONTHS,
  PLAN_FILL_DAYS,
  type PlanSummary,
  type Protocol,
} from '@slovo/contracts';
import {
  IconArrowLeft,
  IconClipboardOff,
  IconPlayerTrackNext,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { RowMenu } from '../../../components/row-menu.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteProtocolMutation } from '../api/delete-protocol.ts';
import { usePlan } from '../api/get-plan.ts';
import { useProtocol } from '../api/get-protocol.ts';
import { useStartNextPlanMutation } from '../api/start-next-plan.ts';
import { PlanForm } from '../components/plan-form.tsx';
import { PlanLessons } from '../components/plan-lessons.tsx';
import { PlanStatusBadge } from '../components/plan-status.tsx';
import { SendPlanModal } from '../components/send-plan-modal.tsx';
import { ShareLinkCard } from '../components/share-link-card.tsx';

function useProtocolIdParam(): number {
  const { protocolId } = useParams();
  const id = Number(protocolId);
  return Number.isInteger(id) && id > 0 ? id : Number.NaN;
}

function BackLink() {
  const { t } = useTranslation('protocols');
  return (
    <Anchor component={Link} to={buildPath('createProtocol')} size="sm" data-testid="protocol-back">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} />
        {t('protocols:page.back')}
      </Group>
    </Anchor>
  );
}

function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  date.setMonth(date.getMonth() + months);
  return date.toISOString();
}

function PlanFacts({ plan }: { plan: PlanSummary }) {
  const { t } = useTranslation('protocols');
  const facts = [
    {
      label: t('protocols:page.deadline'),
      value: formatDate(plan.deadline),
      color: plan.status === 'expired' ? 'red.7' : undefined,
    },
    {
      label: t('protocols:page.filledAt'),
      value: plan.filled_at ? formatDate(plan.filled_at) : t('protocols:page.notFilled'),
    },
    {
      // Spec 9: intermediate sessions are monthly — the next plan is due a month after this one.
      label: t('protocols:page.nextSession'),
      value: formatDate(addMonths(plan.created_at, INTERMEDIATE_SESSION_MONTHS)),
    },
    {
      label: t('protocols:page.leadTherapist'),
      value: plan.lead_therapist?.name ?? t('protocols:page.nobody'),
    },
    {
      label: t('protocols:page.lessons'),
      value: t('protocols:page.lessonsValue', {
        prepared: plan.lessons_prepared,
        finished: plan.lessons_finished,
        total: plan.lessons_total,
      }),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" data-testid="plan-facts">
      {facts.map((fact) => (
        <Stack key={fact.label} gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {fact.label}
          </Text>
          <Text size="sm" fw={500} c={fact.color}>
            {fact.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function PlanContent({ workspaceId, summary }: { workspaceId: number; summary: PlanSummary }) {
  const { t } = useTranslation('protocols');
  const plan = usePlan({ workspaceId, planId: summary.id });
  if (plan.isPending) {
    return (
      <Stack gap="md" data-testid="plan-loading">
        <Skeleton height={140} radius="md" />
        <Skeleton height={140} radius="md" />
      </Stack>
    );
  }
  if (plan.isError) {
    return (
      <QueryErrorAlert
        title={t('protocols:planForm.error')}
        description={t('protocols:error.description')}
        isRetrying={plan.isFetching}
        onRetry={() => void plan.refetch()}
        testId="plan-error"
      />
    );
  }
  return <PlanForm key={plan.data.id} workspaceId={workspaceId} plan={plan.data} />;
}

function useProtocolActions(workspaceId: number, protocol: Protocol, onNextPlan: () => void) {
  const { t } = useTranslation(['protocols', 'common']);
  const navigate = useNavigate();
  const startNextPlan = useStartNextPlanMutation();
  const deleteProtocol = useDeleteProtocolMutation();
  const latest = protocol.plans.at(-1);
  const nextNumber = (latest?.number ?? 0) + 1;

  const confirmNextPlan = () =>
    modals.openConfirmModal({
      title: t('protocols:nextPlan.title', { number: nextNumber }),
      size: CONFIRM_MODAL_MAX_WIDTH,
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('protocols:nextPlan.text', { number: latest?.number ?? 1 })}</Text>
          <Text size="sm" c="dimmed">
            {t('protocols:nextPlan.deadline', { count: PLAN_FILL_DAYS })}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('protocols:nextPlan.confirm'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'indigo', 'data-testid': 'plan-next-confirm' },
      onConfirm: () =>
        startNextPlan.mutate(
          { workspaceId, protocolId: protocol.id },
          {
            onSuccess: (updated) => {
              onNextPlan();
              notify({
                color: 'green',
                message: t('protocols:notifications.nextPlan', {
                  number: updated.plans.at(-1)?.number ?? nextNumber,
                }),
              });
            },
          },
        ),
    });

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('protocols:delete.title', { name: protocol.client.child_name }),
      size: CONFIRM_MODAL_MAX_WIDTH,
      children: (
        <Text size="sm">{t('protocols:delete.text', { count: protocol.plans.length })}</Text>
      ),
      labels: { confirm: t('common:actions.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'protocol-delete-confirm' },
      onConfirm: () =>
        deleteProtocol.mutate(
          { workspaceId, protocolId: protocol.id },
          {
            onSuccess: () => {
              notify({
                color: 'green',
                message: t('protocols:notifications.deleted', { name: protocol.client.child_name }),
              });
              navigate(buildPath('createProtocol'));
            },
          },
        ),
    });

  return {
    confirmNextPlan,
    confirmDelete,
    isStartingNext: startNextPlan.isPending,
    isDeleting: deleteProtocol.isPending,
  };
}

function ProtocolView({ workspaceId, protocol }: { workspaceId: number; protocol: Protocol }) {
  const { t } = useTranslation(['protocols', 'common']);
  const [searchParams, setSearchParams] = useSearchParams();
  const [isSendOpen, { open: openSend, close: closeSend }] = useDisclosure();
  // Newest first: the plan being worked on leads.
  const plans = [...protocol.plans].sort((a, b) => b.number - a.number);
  const wanted = Number(searchParams.get('plan'));
  const selected = plans.find((plan) => plan.number === wanted) ?? plans[0];
  const selectPlan = (number: number | null) =>
    setSearchParams(
      number === null || number === plans[0]?.number ? {} : { plan: String(number) },
      {
        replace: true,
      },
    );
  const actions = useProtocolActions(workspaceId, protocol, () => selectPlan(null));

  return (
    <Stack gap="lg" maw={1200} data-testid="protocol-page">
      <Stack gap="xs">
        <BackLink />
        <PageHeader
          title={protocol.client.child_name}
          description={
            protocol.teacher
              ? `${protocol.title} · ${t('protocols:page.teacher', { name: protocol.teacher.name })}`
              : protocol.title
          }
          actions={
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconSend size={18} />}
                onClick={openSend}
                data-testid="send-plan"
              >
                {t('protocols:send.open')}
              </Button>
              <Button
                leftSection={<IconPlayerTrackNext size={18} />}
                onClick={actions.confirmNextPlan}
                loading={actions.isStartingNext}
                data-testid="plan-next"
              >
                {t('protocols:nextPlan.open')}
              </Button>
              <RowMenu label={t('protocols:page.more')} testId="protocol-menu">
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={actions.confirmDelete}
                  disabled={actions.isDeleting}
                  data-testid="protocol-delete"
                >
                  {t('protocols:delete.open')}
                </Menu.Item>
              </RowMenu>
            </Group>
          }
        />
      </Stack>

      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {selected ? (
            <Card padding={0}>
              <Tabs
                value={String(selected.number)}
                onChange={(value) => selectPlan(value === null ? null : Number(value))}
                keepMounted={false}
              >
                <Box px="md" pt="xs">
                  <Tabs.List aria-label={t('protocols:page.plans')} data-testid="plan-tabs">
                    {plans.map((plan) => (
                      <Tabs.Tab
                        key={plan.id}
                        value={String(plan.number)}
                        data-testid={`plan-tab-${plan.number}`}
                        rightSection={<PlanStatusDot status={plan.status} />}
                      >
                        {t('protocols:plan.name', { number: plan.number })}
                      </Tabs.Tab>
                    ))}
                  </Tabs.List>
                </Box>
                {plans.map((plan) => (
                  <Tabs.Panel key={plan.id} value={String(plan.number)} p="md">
                    <Stack gap="lg">
                      <Paper withBorder p="md" radius="md" bg="gray.0">
                        <Stack gap="sm">
                          <Group justify="space-between" gap="xs">
                            <Text fw={700} fz="lg">
                              {t('protocols:plan.name', { number: plan.number })}
                            </Text>
                            <PlanStatusBadge plan={plan} testId="plan-status" />
                          </Group>
                          <PlanFacts plan={plan} />
                        </Stack>
                      </Paper>
                      <PlanContent workspaceId={workspaceId} summary={plan} />
                      <PlanLessons
                        workspaceId={workspaceId}
                        planId={plan.id}
                        isFilled={plan.filled_at !== null}
                      />
                    </Stack>
                  </Tabs.Panel>
                ))}
              </Tabs>
            </Card>
          ) : (
            <Card>
              <Text c="dimmed">{t('protocols:list.noPlan')}</Text>
            </Card>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <ShareLinkCard workspaceId={workspaceId} protocol={protocol} />
            <Paper withBorder p="md" radius="md">
              <Stack gap={6}>
                <Text fw={700}>{t('protocols:page.aboutTitle')}</Text>
                <Text size="sm" c="dimmed">
                  {t('protocols:page.about', { count: PLAN_FILL_DAYS })}
                </Text>
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      <SendPlanModal
        isOpen={isSendOpen}
        workspaceId={workspaceId}
        protocol={protocol}
        onClose={closeSend}
      />
    </Stack>
  );
}

const DOT_COLORS = { pending: 'yellow', expired: 'red', filled: 'teal' } as const;

function PlanStatusDot({ status }: { status: PlanSummary['status'] }) {
  return (
    <Box
      w={8}
      h={8}
      style={{ borderRadius: 4, background: `var(--mantine-color-${DOT_COLORS[status]}-6)` }}
      aria-hidden="true"
    />
  );
}

function ProtocolScreen({ workspaceId }: { workspaceId: number }) {
  const { t } = useTranslation('protocols');
  const protocolId = useProtocolIdParam();
  const protocol = useProtocol({ workspaceId, protocolId });
  const isMissing =
    Number.isNaN(protocolId) ||
    (protocol.isError && isApiError(protocol.error) && protocol.error.status === 404);

  if (isMissing) {
    return (
      <Stack gap="lg" maw={1200}>
        <BackLink />
        <Card>
          <EmptyState
            testId="protocol-missing"
            icon={<IconClipboardOff size={32} />}
            title={t('protocols:page.missingTitle')}
            description={t('protocols:page.missingDescription')}
            action={
              <Button component={Link} to={buildPath('createProtocol')} mt="sm" variant="light">
                {t('protocols:page.back')}
              </Button>
            }
          />
        </Card>
      </Stack>
    );
  }
  if (protocol.isPending) {
    return (
      <Stack gap="lg" maw={1200} data-testid="protocol-loading">
        <Skeleton height={16} width={120} />
        <Skeleton height={32} width="40%" />
        <Skeleton height={360} radius="md" />
      </Stack>
    );
  }
  if (protocol.isError) {
    return (
      <Stack gap="lg" maw={1200}>
        <BackLink />
        <QueryErrorAlert
          title={t('protocols:page.error')}
          description={t('protocols:error.description')}
          isRetrying={protocol.isFetching}
          onRetry={() => void protocol.refetch()}
          testId="protocol-error"
        />
      </Stack>
    );
  }
  return <ProtocolView workspaceId={workspaceId} protocol={protocol.data} />;
}

/** Spec 2: one protocol of a student, its plans (each filled from the template), lessons and link. */
export function ProtocolPage() {
  const { workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  return <ProtocolScreen key={workspaceId} workspaceId={workspaceId} />;
}
