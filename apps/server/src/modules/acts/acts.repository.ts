import { type Act, type ActSummary, formatAmountMinor } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';

type Db = Database | Transaction;
type ListQuery = {
  workspace_id: number;
  term?: string | undefined;
  page: number;
  pageSize: number;
};

export type NewAct = {
  workspaceId: number;
  type: string;
  amountMinor: number;
  currency: string;
  actDate: string;
  contractNumber: string;
  contractDate: string;
  performerNameUk: string;
  performerNameEn: string;
  performerAddressUk: string;
  performerAddressEn: string;
  passport: string;
  taxId: string;
  contentUrl: string;
  createdBy: number;
};

type Row = Omit<ActSummary, 'amount'> & { amount_minor: string | number };
type FullRow = Omit<Act, 'amount'> & { amount_minor: string | number };

const SUMMARY_COLUMNS = sql`a.id, a.workspace_id, a.number, a.year, a.act_date::text as act_date,
  a.type, a.amount_minor, a.currency, a.contract_number, a.performer_name_uk,
  a.performer_name_en, a.voided_at, a.created_at`;

const toIso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

function toSummary<T extends Row>(row: T) {
  const { amount_minor, ...rest } = row;
  return {
    ...rest,
    amount: formatAmountMinor(Number(amount_minor)),
    voided_at: toIso(row.voided_at),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** Newest first (by year, then number); void acts stay listed. */
export async function listActs(db: Db, query: ListQuery) {
  const term = containsPattern(query.term);
  const where = sql`a.workspace_id = ${query.workspace_id}
    ${
      term
        ? sql`and (a.number || '/' || a.year ilike ${term} or a.contract_number ilike ${term}
          or a.performer_name_uk ilike ${term} or a.performer_name_en ilike ${term})`
        : sql``
    }`;
  const [{ rows }, { rows: count }] = await Promise.all([
    db.execute<Row>(sql`select ${SUMMARY_COLUMNS} from acts a where ${where}
      order by a.year desc, a.number desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from acts a where ${where}`),
  ]);
  return { items: rows.map(toSummary), total: count[0]?.total ?? 0 };
}

export async function findAct(db: Db, workspaceId: number, id: number): Promise<Act | null> {
  const { rows } = await db.execute<FullRow>(sql`
    select ${SUMMARY_COLUMNS}, a.contract_date::text as contract_date,
      a.performer_address_uk, a.performer_address_en, a.passport, a.tax_id, a.content_url,
      case when c.id is null then null else json_build_object('id', c.id, 'name', c.name) end
        as created_by,
      case when v.id is null then null else json_build_object('id', v.id, 'name', v.name) end
        as voided_by
    from acts a
    left join users c on c.id = a.created_by
    left join users v on v.id = a.voided_by
    where a.id = ${id} and a.workspace_id = ${workspaceId}`);
  const row = rows[0];
  return row ? toSummary(row) : null;
}

/**
 * Takes the project's next number for the year: the first creation of a year inserts the row,
 * later ones increment it. The row stays locked until the transaction ends, so concurrent
 * creations take numbers one after another, and a rolled-back creation gives its number back.
 */
export async function takeNextNumber(tx: Transaction, workspaceId: number, year: number) {
  const { rows } = await tx.execute<{ number: number }>(sql`
    insert into act_counters (workspace_id, year, next) values (${workspaceId}, ${year}, 2)
    on conflict (workspace_id, year) do update set next = act_counters.next + 1
    returning next - 1 as number`);
  const number = rows[0]?.number;
  if (number === undefined) throw new Error('act counter returned nothing');
  return number;
}

export async function insertAct(tx: Transaction, act: NewAct & { year: number; number: number }) {
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into acts (workspace_id, year, number, act_date, type, amount_minor, currency,
      contract_number, contract_date, performer_name_uk, performer_name_en, performer_address_uk,
      performer_address_en, passport, tax_id, content_url, created_by)
    values (${act.workspaceId}, ${act.year}, ${act.number}, ${act.actDate}, ${act.type},
      ${act.amountMinor}, ${act.currency}, ${act.contractNumber}, ${act.contractDate},
      ${act.performerNameUk}, ${act.performerNameEn}, ${act.performerAddressUk},
      ${act.performerAddressEn}, ${act.passport}, ${act.taxId}, ${act.contentUrl},
      ${act.createdBy})
    returning id`);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('act insert returned nothing');
  return id;
}

/** Marks the act void; 'missing' when not in the workspace, 'void' when it already was. */
export async function voidAct(db: Db, workspaceId: number, id: number, userId: number) {
  const { rows } = await db.execute<{ was_void: boolean }>(sql`
    with target as (
      select id, voided_at is not null as was_void from acts
      where id = ${id} and workspace_id = ${workspaceId} for update
    ), updated as (
      update acts set voided_at = now(), voided_by = ${userId}
      from target where acts.id = target.id and not target.was_void
      returning acts.id
    )
    select was_void from target`);
  const row = rows[0];
  if (!row) return 'missing' as const;
  return row.was_void ? ('void' as const) : ('voided' as const);
}

/** The project's name, printed as the customer. */
export async function findWorkspaceTitle(db: Db, workspaceId: number) {
  const { rows } = await db.execute<{ title: string }>(
    sql`select title from workspaces where id = ${workspaceId}`,
  );
  return rows[0]?.title ?? '';
}
