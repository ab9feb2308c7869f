import {
  MERCH_ITEMS,
  MERCH_SIZES,
  type MerchOffer,
  type MerchOrder,
  type MerchOrderInputSchema,
  type MerchOrderStatus,
  nextOrderStatuses,
  type PageMeta,
} from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { recordAuditEvent } from '../audit/audit.service.ts';
import type { FileLinks } from '../files/file-links.ts';
import type { ProtocolsService } from '../protocols/protocols.service.ts';

type Db = Database | Transaction;
type OrderInput = z.output<typeof MerchOrderInputSchema>;

/** Pictures of a theme offered for printing, at most this many each. */
const PICTURES_PER_THEME = 8;
const PICTURE_TYPES = sql`('character', 'image', 'background')`;

async function hasFinishedLesson(db: Db, clientId: number) {
  const { rows } = await db.execute<{ yes: boolean }>(sql`select exists (
    select 1 from lessons l join plans pl on pl.id = l.plan_id
    join protocols p on p.id = pl.protocol_id
    where p.client_id = ${clientId} and l.finished_at is not null) as yes`);
  return rows[0]?.yes ?? false;
}

type OrderRow = Omit<MerchOrder, 'picture_url'> & { file_name: string | null };

const SELECT_ORDER = sql`
  select o.id, o.client_id, c.child_name, o.item, o.size, o.quantity, i.name as theme_name,
    a.file_name, o.contact_name, o.contact_phone, o.contact_email, o.address, o.note, o.status,
    to_json(o.created_at)#>>'{}' as created_at, to_json(o.updated_at)#>>'{}' as updated_at
  from merchandise_orders o
  join clients c on c.id = o.client_id
  left join interests i on i.id = o.theme_id
  left join assets a on a.id = o.asset_id`;

/**
 * The merchandise offer (spec 1, 9; decision 038). Once a lesson of the child is finished the
 * family page offers a T-shirt, hoodie, sweatshirt or mug with a picture of the child's themes;
 * an order keeps the contact and address for the school. Managers (and root) read the orders,
 * each read audited, and move them new → in production → shipped → delivered, or cancel them.
 */
export function createMerchandiseService({
  db,
  protocols,
  fileLinks,
}: {
  db: Database;
  protocols: Pick<ProtocolsService, 'familyOfPlanLink'>;
  fileLinks: FileLinks;
}) {
  async function findFamily(token: string) {
    const family = await protocols.familyOfPlanLink(token);
    if (!family) throw new AppError('NOT_FOUND');
    return family;
  }

  /** The child's themes (the student's interests) with their pictures. */
  async function listThemes(clientId: number) {
    const { rows } = await db.execute<{
      theme_id: number;
      name: string;
      pictures: { asset_id: number; file_name: string }[];
    }>(sql`
      select i.id as theme_id, i.name, coalesce((
        select json_agg(json_build_object('asset_id', x.id, 'file_name', x.file_name)
          order by x.id)
        from (select a.id, a.file_name from interest_assets ia join assets a on a.id = ia.asset_id
          where ia.interest_id = i.id and a.type in ${PICTURE_TYPES} and a.mime like 'image/%'
          order by a.id limit ${PICTURES_PER_THEME}) x), '[]') as pictures
      from client_interests ci join interests i on i.id = ci.interest_id
      where ci.client_id = ${clientId}
      order by i.name, i.id`);
    return rows;
  }

  async function offer(token: string): Promise<MerchOffer> {
    const family = await findFamily(token);
    const [available, themes, { rows: orders }] = await Promise.all([
      hasFinishedLesson(db, family.client_id),
      listThemes(family.client_id),
      db.execute<MerchOffer['orders'][number]>(sql`
        select item, size, quantity, status, to_json(created_at)#>>'{}' as created_at
        from merchandise_orders where client_id = ${family.client_id}
        order by created_at desc, id desc limit 20`),
    ]);
    return {
      available,
      items: [...MERCH_ITEMS],
      sizes: [...MERCH_SIZES],
      themes: themes.map((theme) => ({
        theme_id: theme.theme_id,
        name: theme.name,
        pictures: theme.pictures.map((picture) => ({
          asset_id: picture.asset_id,
          url: fileLinks.url('assets', picture.file_name),
        })),
      })),
      orders,
    };
  }

  /** The family's order through the plan link; refused before a lesson is finished. */
  async function order(token: string, input: OrderInput) {
    const family = await findFamily(token);
    if (!(await hasFinishedLesson(db, family.client_id))) {
      throw new AppError('MERCH_OFFER_CLOSED');
    }
    if (input.theme_id !== null || input.asset_id !== null) {
      const themes = await listThemes(family.client_id);
      const theme = themes.find((t) => t.theme_id === input.theme_id);
      const offered =
        theme !== undefined &&
        (input.asset_id === null || theme.pictures.some((p) => p.asset_id === input.asset_id));
      if (!offered) throw new AppError('MERCH_PICTURE_NOT_OFFERED');
    }
    const { rows } = await db.execute<{ id: number }>(sql`
      insert into merchandise_orders (workspace_id, client_id, item, size, quantity, theme_id,
        asset_id, contact_name, contact_phone, contact_email, address, note)
      values (${family.workspace_id}, ${family.client_id}, ${input.item}, ${input.size},
        ${input.quantity}, ${input.theme_id}, ${input.asset_id}, ${input.contact_name},
        ${input.contact_phone}, ${input.contact_email}, ${input.address}, ${input.note})
      returning id`);
    const made = rows[0];
    if (!made) throw new Error('merchandise order not stored');
    return { id: made.id, workspace_id: family.workspace_id };
  }

  const toOrder = ({ file_name, ...row }: OrderRow): MerchOrder => ({
    ...row,
    picture_url: file_name ? fileLinks.url('assets', file_name) : null,
  });

  /** The orders of a project, newest first; the read is audited (ids only). */
  async function list(
    auth: AuthContext,
    query: { workspace_id: number; status?: MerchOrderStatus; page: number; pageSize: number },
  ): Promise<{ data: MerchOrder[]; meta: PageMeta }> {
    const where = sql`o.workspace_id = ${query.workspace_id}
      ${query.status ? sql`and o.status = ${query.status}` : sql``}`;
    const [{ rows }, { rows: count }] = await Promise.all([
      db.execute<OrderRow>(sql`${SELECT_ORDER} where ${where}
        order by o.created_at desc, o.id desc
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
      db.execute<{ total: number }>(
        sql`select count(*)::int as total from merchandise_orders o where ${where}`,
      ),
    ]);
    if (rows.length > 0) {
      await recordAuditEvent(db, {
        action: 'merchandise_orders_view',
        actorId: auth.user.id,
        workspaceId: query.workspace_id,
        details: { order_ids: rows.map((row) => row.id) },
      });
    }
    return {
      data: rows.map(toOrder),
      meta: { total: count[0]?.total ?? 0, page: query.page, pageSize: query.pageSize },
    };
  }

  /** Moves an order on (or cancels it); a status the current one cannot reach is refused. */
  async function setStatus(
    auth: AuthContext,
    workspaceId: number,
    id: number,
    status: MerchOrderStatus,
  ): Promise<MerchOrder> {
    const row = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ status: MerchOrderStatus }>(sql`select status
        from merchandise_orders where id = ${id} and workspace_id = ${workspaceId} for update`);
      const current = rows[0];
      if (!current) throw new AppError('NOT_FOUND');
      if (!nextOrderStatuses(current.status).includes(status)) {
        throw new AppError('MERCH_STATUS_NOT_ALLOWED');
      }
      await tx.execute(sql`update merchandise_orders set status = ${status}, updated_at = now()
        where id = ${id}`);
      const { rows: updated } = await tx.execute<OrderRow>(sql`${SELECT_ORDER} where o.id = ${id}`);
      await recordAuditEvent(tx, {
        action: 'merchandise_orders_view',
        actorId: auth.user.id,
        workspaceId,
        details: { order_ids: [id], status },
      });
      const [moved] = updated;
      if (!moved) throw new AppError('NOT_FOUND');
      return moved;
    });
    return toOrder(row);
  }

  return { offer, order, list, setStatus };
}
