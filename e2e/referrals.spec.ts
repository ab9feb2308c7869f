import type { APIRequestContext, Page } from '@playwright/test';
import { DESKTOP, expect, PHONE, resizeTo, signIn, test } from './fixtures.ts';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots-referrals';
const shot = async (page: Page, name: string) => {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await resizeTo(page, viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
};

/**
 * As the demo teacher: the last lesson of Марко's plan marked held (done again if an earlier
 * journey held it), and his family's plan link. The last, not the prepared first one, which later
 * journeys play.
 */
async function holdMarkosLesson(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    data: { email: 'teacher@example.com', password: 'slovo-demo' },
  });
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  const me = (await (await request.get('/api/check-token', { headers })).json()).data;
  const workspaceId = me.workspaces[0].workspaceId as number;
  const protocols = (
    await (await request.get(`/api/protocols?workspace_id=${workspaceId}`, { headers })).json()
  ).data as { share_url: string | null; client: { id: number; child_name: string } }[];
  const protocol = protocols.find((p) => p.client.child_name === 'Марко' && p.share_url);
  if (!protocol?.share_url) throw new Error('the demo has no shared plan for Марко');
  const lessons = (
    await (
      await request.get(
        `/api/lessons?workspace_id=${workspaceId}&client_id=${protocol.client.id}`,
        {
          headers,
        },
      )
    ).json()
  ).data as { id: number; number: number }[];
  const last = lessons.toSorted((a, b) => b.number - a.number)[0];
  if (!last) throw new Error('the demo has no lesson for Марко');
  const done = await request.post('/api/done', {
    headers,
    data: { workspace_id: workspaceId, lesson_id: last.id },
  });
  expect(done.ok()).toBe(true);
  return { planPath: new URL(protocol.share_url).pathname, markoId: protocol.client.id };
}

test('the family sees its referral link and ledger, orders a mug on a phone, and the manager sees it', async ({
  page,
  browser,
}) => {
  const { planPath, markoId } = await holdMarkosLesson(page.request);

  // The family, signed out, on a phone.
  const family = await browser.newContext({ locale: 'uk-UA', viewport: PHONE });
  const parent = await family.newPage();
  await parent.goto(planPath);
  await expect(parent.getByTestId('parent-plan-page')).toBeVisible();
  const referrals = parent.getByTestId('family-referrals');
  await expect(referrals).toBeVisible();
  await expect(parent.getByTestId('referral-link')).toHaveValue(
    /\/appointment\?ref=[A-Za-z0-9_-]{22}$/,
  );
  // The demo chain: Софія's family brought Марко's (a welcome), Марко's brought Emma's.
  await expect(parent.getByTestId('referral-credit')).toHaveCount(2);
  await expect(parent.locator('[data-reason="welcome"]')).toContainText('Софія');
  await expect(parent.locator('[data-reason="friend_attended"]')).toContainText('Emma');
  await expect(referrals.getByTestId('referral-total')).toContainText('4');

  // A mug with a dinosaur, at phone width.
  const offer = parent.getByTestId('merch-offer');
  await expect(offer).toBeVisible();
  await parent.getByTestId('merch-item-mug').click();
  await expect(parent.getByTestId('merch-size')).toHaveCount(0);
  await parent.getByTestId('merch-submit').click();
  await expect(parent.getByTestId('merch-name')).toHaveAttribute('aria-invalid', 'true');
  await parent.getByTestId('merch-name').fill('Олена Коваль');
  await parent.getByTestId('merch-phone').fill('+380 67 765 4321');
  await parent.getByTestId('merch-address').fill('Львів, вул. Городоцька 10, кв. 3, 79000');
  const pictures = parent.getByTestId('merch-picture');
  if ((await pictures.count()) > 0) await pictures.first().click();
  await offer.scrollIntoViewIfNeeded();
  await parent.screenshot({ path: `${SHOTS}/merch-offer-filled-phone.png`, fullPage: true });
  await parent.getByTestId('merch-submit').click();
  await expect(parent.getByTestId('merch-order-sent')).toBeVisible();
  await expect(parent.getByTestId('merch-family-orders')).toBeVisible();
  await shot(parent, 'family-plan-referrals-merch');
  await family.close();

  // The manager's list: the new order first, with its contact; moved into production.
  await signIn(page, 'manager');
  await page.getByTestId('nav-item-merchandiseOrders').click();
  await expect(page.getByTestId('merch-orders-page')).toBeVisible();
  const newest = page.getByTestId('merch-order').first();
  await expect(newest.getByTestId('merch-order-contact')).toContainText('+380 67 765 4321');
  await expect(newest).toHaveAttribute('data-status', 'new');
  await newest.getByTestId('merch-order-move').click();
  await page.getByTestId('merch-order-to-in_production').click();
  await expect(newest).toHaveAttribute('data-status', 'in_production');
  await shot(page, 'merch-orders-manager');

  // Staff see the same ledger on the student's card.
  const teacher = await browser.newContext({ locale: 'en-GB', viewport: DESKTOP });
  const staff = await teacher.newPage();
  await signIn(staff, 'teacher');
  await staff.goto(`/edit-client/${markoId}`);
  await expect(staff.getByTestId('student-referrals')).toBeVisible();
  await expect(staff.getByTestId('student-referred-by')).toContainText('Софія');
  await expect(staff.getByTestId('student-referrals').getByTestId('referral-credit')).toHaveCount(
    2,
  );
  await shot(staff, 'student-card-referrals');
  await teacher.close();
});
