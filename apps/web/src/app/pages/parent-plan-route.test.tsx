import type { FamilyReferrals, MerchOffer } from '@slovo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withEnglishRemembered } from '../../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../test/stub-fetch.ts';
import { buildParentPlan } from '../../features/protocols/test-fixtures.ts';
import { ParentPlanRoute } from './parent-plan-route.tsx';

const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA';
const BASE = `/api/view-protocol-plan/${TOKEN}`;

const referrals: FamilyReferrals = {
  referral_url: 'https://app.slovo.test/appointment?ref=BBBBBBBBBBBBBBBBBBBBBB',
  total_sessions: 3,
  ledger: [
    {
      at: '2026-02-03T10:00:00Z',
      event: 'attended',
      reason: 'second_level',
      sessions: 1,
      other_child: 'Emma',
    },
    {
      at: '2026-02-01T10:00:00Z',
      event: 'attended',
      reason: 'friend_attended',
      sessions: 2,
      other_child: 'Софія',
    },
  ],
};

const offer = (available: boolean): MerchOffer => ({
  available,
  items: ['tshirt', 'hoodie', 'sweatshirt', 'mug'],
  sizes: ['98', '110', 'M'],
  themes: [{ theme_id: 7, name: 'Dinosaurs', pictures: [{ asset_id: 9, url: '/files/a.png' }] }],
  orders: [],
});

function renderPage() {
  return renderRoutes([{ path: '/view-protocol-plan/:protocolId', element: <ParentPlanRoute /> }], {
    path: `/view-protocol-plan/${TOKEN}`,
  });
}

describe('the family page: referrals and merchandise', () => {
  withEnglishRemembered();

  it('shows the referral link and every credit with its reason, in plural forms', async () => {
    stubFetch({
      [`GET ${BASE}`]: () => jsonResponse(200, { data: buildParentPlan() }),
      [`GET ${BASE}/referrals`]: () => jsonResponse(200, { data: referrals }),
      [`GET ${BASE}/merchandise`]: () => jsonResponse(200, { data: offer(false) }),
    });
    renderPage();
    const card = await screen.findByTestId('family-referrals');
    expect(screen.getByTestId('referral-link')).toHaveValue(referrals.referral_url);
    expect(within(card).getByTestId('referral-total')).toHaveTextContent('Усього 3 заняття');
    const credits = within(card).getAllByTestId('referral-credit');
    expect(credits[0]).toHaveTextContent('Emma (друг вашого друга): перше заняття');
    expect(credits[0]).toHaveTextContent('+1 заняття');
    expect(credits[1]).toHaveTextContent('Софія: перше заняття за вашим посиланням');
    // Before a finished lesson there is no offer.
    expect(screen.queryByTestId('merch-offer')).not.toBeInTheDocument();
  });

  it('shows a family its earlier orders before a finished lesson, without the order form', async () => {
    stubFetch({
      [`GET ${BASE}`]: () => jsonResponse(200, { data: buildParentPlan() }),
      [`GET ${BASE}/referrals`]: () => jsonResponse(200, { data: referrals }),
      [`GET ${BASE}/merchandise`]: () =>
        jsonResponse(200, {
          data: {
            ...offer(false),
            orders: [
              {
                item: 'mug',
                size: null,
                quantity: 1,
                status: 'new',
                created_at: '2026-02-04T10:00:00Z',
              },
            ],
          },
        }),
    });
    renderPage();
    const orders = await screen.findByTestId('merch-family-orders');
    expect(orders).toHaveTextContent('Чашка');
    expect(screen.queryByTestId('merch-submit')).not.toBeInTheDocument();
  });

  it('orders a mug: no size, the chosen picture, the contact checked before sending', async () => {
    const calls = stubFetch({
      [`GET ${BASE}`]: () => jsonResponse(200, { data: buildParentPlan() }),
      [`GET ${BASE}/referrals`]: () => jsonResponse(200, { data: referrals }),
      [`GET ${BASE}/merchandise`]: () => jsonResponse(200, { data: offer(true) }),
      [`POST ${BASE}/merchandise-orders`]: () => jsonResponse(200, { data: { ordered: true } }),
    });
    renderPage();
    await screen.findByTestId('merch-offer');
    fireEvent.click(screen.getByTestId('merch-item-mug'));
    expect(screen.queryByTestId('merch-size')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('merch-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('merch-phone')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.input(screen.getByTestId('merch-name'), { target: { value: 'Олена Коваль' } });
    fireEvent.input(screen.getByTestId('merch-phone'), { target: { value: '+380501234567' } });
    fireEvent.input(screen.getByTestId('merch-address'), {
      target: { value: 'Київ, Хрещатик 1' },
    });
    fireEvent.click(screen.getByTestId('merch-submit'));
    expect(await screen.findByTestId('merch-order-sent')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      item: 'mug',
      size: null,
      quantity: 1,
      theme_id: 7,
      asset_id: 9,
      contact_name: 'Олена Коваль',
      contact_phone: '+380501234567',
      contact_email: '',
      address: 'Київ, Хрещатик 1',
      note: '',
    });
  });
});
