import { ROLE, type RoleId } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createToken, createUser } from '../../../test/factories.ts';
import { createLessonWorld } from '../../../test/lesson-world.ts';
import { assets, interestAssets } from '../../db/schema/index.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof createLessonWorld>>;
type Caller = { id: number; token: string };
let manager: Caller;
let foreignManager: Caller;
let token: string;
let pictureId: number;

async function member(workspaceId: number, roles: RoleId[]) {
  const user = await createUser(t.db, { assignments: [{ workspaceId, roles }] });
  return { id: user.id, token: await createToken(t.db, user.id) };
}

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://app.slovo.test' });
  w = await createLessonWorld(t);
  manager = await member(w.workspace.id, [ROLE.manager]);
  foreignManager = await member(w.other.id, [ROLE.manager]);
  const [picture] = await t.db
    .insert(assets)
    .values({ type: 'character', name: 'T-rex', fileName: 'trex.png', mime: 'image/png', size: 10 })
    .returning();
  pictureId = picture!.id;
  await t.db
    .insert(interestAssets)
    .values({ interestId: w.interests.dinosaurs.id, assetId: pictureId });
  const { protocol } = await w.createProtocol();
  const shared = await w.call(w.teacher, 'POST', `/api/protocols/${protocol.id}/share/rotate`, {
    workspace_id: w.workspace.id,
  });
  token = (shared.json().data.share_url as string).split('/view-protocol-plan/')[1] as string;
});
afterAll(() => t.close());

const offer = () =>
  t.app.inject({ method: 'GET', url: `/api/view-protocol-plan/${token}/merchandise` });
const order = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/view-protocol-plan/${token}/merchandise-orders`,
    payload: body,
  });
const mug = () => ({
  item: 'mug',
  size: null,
  quantity: 1,
  theme_id: w.interests.dinosaurs.id,
  asset_id: pictureId,
  contact_name: 'Olena Koval',
  contact_phone: '+380 50 123 4567',
  contact_email: 'olena@example.com',
  address: 'Kyiv, Khreshchatyk 1, apt 5',
  note: '',
});
const count = async () =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from merchandise_orders`))
    .rows[0]?.n;

describe('merchandise offer', () => {
  it('opens after a finished lesson, with the child’s theme pictures', async () => {
    const closed = await offer();
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.available).toBe(false);
    expect((await order(mug())).json().code).toBe('MERCH_OFFER_CLOSED');
    expect(await count()).toBe(0);

    const { lessonId } = await w.prepareLesson();
    await w.call(w.teacher, 'POST', '/api/done', {
      workspace_id: w.workspace.id,
      lesson_id: lessonId,
    });
    const open = (await offer()).json().data;
    expect(open.available).toBe(true);
    expect(open.items).toEqual(['tshirt', 'hoodie', 'sweatshirt', 'mug']);
    expect(open.themes).toEqual([
      expect.objectContaining({
        name: 'Dinosaurs',
        pictures: [{ asset_id: pictureId, url: expect.stringContaining('trex.png') }],
      }),
    ]);
  });

  it('validates an order: sizes for clothes only, a picture of the child’s themes, contacts', async () => {
    const refusals = [
      { ...mug(), item: 'tshirt' },
      { ...mug(), size: 'M' },
      { ...mug(), contact_phone: 'call me' },
      { ...mug(), address: '' },
      { ...mug(), quantity: 11 },
      { ...mug(), item: 'cap' },
    ];
    for (const body of refusals) {
      const response = await order(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const foreignTheme = await order({ ...mug(), theme_id: w.interests.princesses.id });
    expect(foreignTheme.json().code).toBe('MERCH_PICTURE_NOT_OFFERED');
    expect(await count()).toBe(0);

    const made = await order(mug());
    expect(made.statusCode, made.body).toBe(200);
    const hoodie = await order({ ...mug(), item: 'hoodie', size: '122', asset_id: null });
    expect(hoodie.statusCode, hoodie.body).toBe(200);
    expect((await offer()).json().data.orders).toHaveLength(2);
  });

  it('lists orders to managers only, audits each read, and moves statuses forward', async () => {
    const list = await w.call(
      manager,
      'GET',
      `/api/merchandise-orders?workspace_id=${w.workspace.id}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const [hoodie, theMug] = list.json().data;
    expect(theMug).toMatchObject({ item: 'mug', child_name: 'Marko', status: 'new' });
    expect(hoodie).toMatchObject({ item: 'hoodie', size: '122', picture_url: null });
    const { rows } = await t.db.execute<{ details: { order_ids: number[] } }>(
      sql`select details from audit_events where action = 'merchandise_orders_view'`,
    );
    expect(rows[0]?.details.order_ids).toEqual([hoodie.id, theMug.id]);
    expect(JSON.stringify(rows)).not.toContain('Olena');

    const teacher = await w.call(
      w.teacher,
      'GET',
      `/api/merchandise-orders?workspace_id=${w.workspace.id}`,
    );
    expect(teacher.statusCode).toBe(403);

    const move = (caller: Caller, status: string, workspaceId = w.workspace.id) =>
      w.call(caller, 'POST', `/api/merchandise-orders/${theMug.id}/status`, {
        workspace_id: workspaceId,
        status,
      });
    expect((await move(manager, 'delivered')).json().code).toBe('MERCH_STATUS_NOT_ALLOWED');
    for (const status of ['in_production', 'shipped', 'delivered']) {
      const moved = await move(manager, status);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data.status).toBe(status);
    }
    expect((await move(manager, 'cancelled')).json().code).toBe('MERCH_STATUS_NOT_ALLOWED');
    expect((await move(foreignManager, 'cancelled', w.other.id)).statusCode).toBe(404);
  });
});
