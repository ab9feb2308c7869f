import type { MerchOrder } from '@slovo/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithSession } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { managerUser, pageOfItems } from '../../../../test/users.ts';
import { MerchandiseOrdersPage } from './merchandise-orders-page.tsx';

const order: MerchOrder = {
  id: 7,
  client_id: 3,
  child_name: 'Marko',
  item: 'tshirt',
  size: 'M',
  quantity: 2,
  theme_name: null,
  picture_url: null,
  contact_name: 'Iryna Parent',
  contact_phone: '+380501234567',
  contact_email: '',
  address: 'Kyiv',
  note: '',
  status: 'new',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

const statusCalls = (calls: ReturnType<typeof stubFetch>) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/merchandise-orders/7/status');

describe('MerchandiseOrdersPage', () => {
  beforeEach(() => setUpI18n('en'));

  it('cancels an order only after confirmation naming it', async () => {
    const calls = stubFetch({
      'GET /api/merchandise-orders': () => jsonResponse(200, pageOfItems([order])),
      'POST /api/merchandise-orders/7/status': () =>
        jsonResponse(200, { data: { ...order, status: 'cancelled' } }),
    });
    renderWithSession(<MerchandiseOrdersPage />, managerUser);

    fireEvent.click(await screen.findByTestId('merch-order-move'));
    fireEvent.click(await screen.findByTestId('merch-order-to-cancelled'));
    expect(await screen.findByText('Cancel the order “T-shirt · M × 2”?')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The order for Marko, placed by Iryna Parent, will be cancelled: it will not be made or sent. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    expect(statusCalls(calls)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Keep the order' }));
    await waitFor(() =>
      expect(screen.queryByTestId('merch-order-cancel-confirm')).not.toBeInTheDocument(),
    );
    expect(statusCalls(calls)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('merch-order-move'));
    fireEvent.click(await screen.findByTestId('merch-order-to-cancelled'));
    fireEvent.click(await screen.findByTestId('merch-order-cancel-confirm'));
    await waitFor(() => expect(statusCalls(calls)).toHaveLength(1));
    expect(statusCalls(calls)[0]?.body).toEqual({ workspace_id: 10, status: 'cancelled' });
  });

  it('moves an order on without asking', async () => {
    const calls = stubFetch({
      'GET /api/merchandise-orders': () => jsonResponse(200, pageOfItems([order])),
      'POST /api/merchandise-orders/7/status': () =>
        jsonResponse(200, { data: { ...order, status: 'in_production' } }),
    });
    renderWithSession(<MerchandiseOrdersPage />, managerUser);

    fireEvent.click(await screen.findByTestId('merch-order-move'));
    fireEvent.click(await screen.findByTestId('merch-order-to-in_production'));
    await waitFor(() => expect(statusCalls(calls)).toHaveLength(1));
    expect(screen.queryByTestId('merch-order-cancel-confirm')).not.toBeInTheDocument();
  });
});
