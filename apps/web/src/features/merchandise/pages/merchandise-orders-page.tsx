import { Badge, Box, Button, Card, Divider, Group, Menu, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  MERCH_ORDER_STATUSES,
  type MerchOrder,
  type MerchOrderStatus,
  nextOrderStatuses,
} from '@slovo/contracts';
import { IconChevronDown, IconFilter, IconShirt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { notify } from '../../../lib/notify.ts';
import { useMerchOrders, useSetOrderStatus } from '../api/merchandise.ts';

const STATUS_COLOR: Record<MerchOrderStatus, string> = {
  new: 'blue',
  in_production: 'yellow',
  shipped: 'grape',
  delivered: 'teal',
  cancelled: 'gray',
};

const isStatus = (value: string | null): value is MerchOrderStatus =>
  MERCH_ORDER_STATUSES.some((status) => status === value);

function OrderRow({ order, workspaceId }: { order: MerchOrder; workspaceId: number }) {
  const { t } = useTranslation('merchandise');
  const setStatus = useSetOrderStatus(workspaceId);
  const next = nextOrderStatuses(order.status);
  const size = order.size ? ` · ${order.size}` : '';
  const summary = `${t(`merchandise:items.${order.item}`)}${size} × ${order.quantity}`;
  const move = (status: MerchOrderStatus) =>
    setStatus.mutate(
      { id: order.id, status },
      {
        onError: (error) =>
          notify({ color: 'red', message: isApiError(error) ? error.message : String(error) }),
      },
    );
  // A cancelled order has no way back, so it is the one move that asks first.
  const confirmCancel = () =>
    modals.openConfirmModal({
      title: t('merchandise:cancel.title', { order: summary }),
      children: (
        <Text size="sm">
          {t('merchandise:cancel.text', { child: order.child_name, contact: order.contact_name })}
        </Text>
      ),
      labels: { confirm: t('merchandise:cancel.confirm'), cancel: t('merchandise:cancel.keep') },
      confirmProps: { color: 'red', 'data-testid': 'merch-order-cancel-confirm' },
      onConfirm: () => move('cancelled'),
    });
  return (
    <Box p="md" data-testid="merch-order" data-status={order.status}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 280px' }}>
          {order.picture_url ? (
            <img
              src={order.picture_url}
              alt=""
              width={56}
              height={56}
              style={{ objectFit: 'contain' }}
            />
          ) : (
            <IconShirt size={40} color="var(--mantine-color-gray-5)" />
          )}
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700}>
              {summary}
              {order.theme_name ? ` · ${order.theme_name}` : ''}
            </Text>
            <Text size="sm">
              {t('merchandise:orders.for', { child: order.child_name })} ·{' '}
              {formatDateTime(order.created_at)}
            </Text>
            <Text size="sm" data-testid="merch-order-contact">
              {order.contact_name} · {order.contact_phone}
              {order.contact_email ? ` · ${order.contact_email}` : ''}
            </Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {order.address}
            </Text>
            {order.note && (
              <Text size="sm" c="dimmed" fs="italic">
                {order.note}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs">
          <Badge
            color={STATUS_COLOR[order.status]}
            variant="light"
            tt="none"
            data-testid="merch-order-status"
          >
            {t(`merchandise:statuses.${order.status}`)}
          </Badge>
          {next.length > 0 && (
            <Menu position="bottom-end">
              <Menu.Target>
                <Button
                  size="xs"
                  variant="default"
                  rightSection={<IconChevronDown size={14} />}
                  loading={setStatus.isPending}
                  data-testid="merch-order-move"
                >
                  {t('merchandise:orders.move')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {next.map((status) => (
                  <Menu.Item
                    key={status}
                    color={status === 'cancelled' ? 'red' : undefined}
                    onClick={() => (status === 'cancelled' ? confirmCancel() : move(status))}
                    data-testid={`merch-order-to-${status}`}
                  >
                    {t(`merchandise:moveTo.${status}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>
    </Box>
  );
}

function MerchandiseOrders({ workspaceId }: { workspaceId: number }) {
  const { t } = useTranslation(['merchandise', 'common']);
  const [filter, setFilter] = useState<{ status: MerchOrderStatus | null; page: number }>({
    status: null,
    page: 1,
  });
  const orders = useMerchOrders(workspaceId, filter);

  const renderContent = () => {
    if (orders.isPending) return <ListSkeleton testId="merch-orders-loading" />;
    if (orders.isError) {
      return (
        <Box p="md">
          <QueryErrorAlert
            title={t('merchandise:orders.errorTitle')}
            description={t('merchandise:orders.errorDescription')}
            isRetrying={orders.isFetching}
            onRetry={() => void orders.refetch()}
            testId="merch-orders-error"
          />
        </Box>
      );
    }
    if (orders.data.data.length === 0) {
      return (
        <EmptyState
          testId="merch-orders-empty"
          icon={filter.status ? <IconFilter size={32} /> : <IconShirt size={32} />}
          title={t('merchandise:orders.emptyTitle')}
          description={t('merchandise:orders.emptyDescription')}
        />
      );
    }
    return (
      <Stack gap={0} style={{ opacity: orders.isPlaceholderData ? 0.6 : 1 }}>
        {orders.data.data.map((order, index) => (
          <Box key={order.id}>
            {index > 0 && <Divider />}
            <OrderRow order={order} workspaceId={workspaceId} />
          </Box>
        ))}
      </Stack>
    );
  };

  return (
    <Stack gap="lg" maw={1200} data-testid="merch-orders-page">
      <PageHeader
        title={t('merchandise:orders.title')}
        description={t('merchandise:orders.subtitle')}
      />
      <Card padding={0}>
        <Box p="md">
          <Select
            value={filter.status}
            onChange={(value) => setFilter({ status: isStatus(value) ? value : null, page: 1 })}
            data={MERCH_ORDER_STATUSES.map((status) => ({
              value: status,
              label: t(`merchandise:statuses.${status}`),
            }))}
            placeholder={t('merchandise:orders.allStatuses')}
            aria-label={t('merchandise:orders.status')}
            leftSection={<IconFilter size={16} />}
            clearable
            maw={320}
            data-testid="merch-orders-status"
          />
        </Box>
        <Divider />
        {renderContent()}
      </Card>
      {orders.data && (
        <ListPagination
          meta={orders.data.meta}
          onChange={(page) => setFilter((current) => ({ ...current, page }))}
          testId="merch-orders-pagination"
        />
      )}
    </Stack>
  );
}

/** Managers (and root): the family orders to make and send, with their contacts (audited). */
export function MerchandiseOrdersPage() {
  const { workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  return <MerchandiseOrders key={workspaceId} workspaceId={workspaceId} />;
}
