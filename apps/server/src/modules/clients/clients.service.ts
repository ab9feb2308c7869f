import {
  type Client,
  type ClientInputSchema,
  type ClientsQuerySchema,
  getAgeInYears,
  type Language,
  type Qualification,
  ROLE,
  type ThemeGender,
} from '@slovo/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { clientInterests, clients } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { assertWorkspaceRole } from '../exercises/workspace-roles.ts';

type ClientInput = z.output<typeof ClientInputSchema>;
type ClientsQuery = z.output<typeof ClientsQuerySchema>;

type ClientRow = {
  id: number;
  workspace_id: number;
  child_name: string;
  client_name: string;
  contact_email: string;
  contact_phone: string;
  birth_date: string | null;
  gender: ThemeGender | null;
  language: Language;
  time_zone: string;
  description: string;
  qualifications: Qualification[];
  interests: { id: number; name: string }[];
  teacher: { id: number; name: string } | null;
  diagnostician: { id: number; name: string } | null;
  archived_at: string | null;
  protocol_count: number;
  created_at: string;
};

const SELECT_CLIENT = sql`
  select c.id, c.workspace_id, c.child_name, c.client_name, c.contact_email, c.contact_phone,
    c.birth_date::text as birth_date, c.gender, c.language, c.time_zone, c.description,
    c.qualifications, c.archived_at, c.created_at,
    coalesce((select json_agg(json_build_object('id', i.id, 'name', i.name) order by lower(i.name))
      from client_interests ci join interests i on i.id = ci.interest_id
      where ci.client_id = c.id), '[]') as interests,
    (select json_build_object('id', u.id, 'name', u.name) from users u
      where u.id = c.teacher_id) as teacher,
    (select json_build_object('id', u.id, 'name', u.name) from users u
      where u.id = c.diagnostician_id) as diagnostician,
    (select count(*)::int from protocols p where p.client_id = c.id) as protocol_count
  from clients c`;

function toClient(row: ClientRow, today: Date): Client {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    child_name: row.child_name,
    client_name: row.client_name,
    contact_email: row.contact_email,
    contact_phone: row.contact_phone,
    birth_date: row.birth_date,
    age: row.birth_date ? getAgeInYears(row.birth_date, today) : null,
    gender: row.gender,
    language: row.language,
    time_zone: row.time_zone,
    description: row.description,
    qualifications: row.qualifications,
    interests: row.interests,
    teacher: row.teacher,
    diagnostician: row.diagnostician,
    is_archived: row.archived_at !== null,
    protocol_count: row.protocol_count,
    created_at: new Date(row.created_at).toISOString(),
  };
}

const ORDER_BY = {
  child_name: sql`lower(c.child_name), c.id`,
  created_at: sql`c.created_at desc, c.id desc`,
  // Youngest first; students without a birth date last.
  age: sql`c.birth_date desc nulls last, c.id`,
} as const;

/** Active members of a workspace holding `role`: who a student can be assigned to. */
async function listStaff(db: Database | Transaction, workspaceId: number, role: number) {
  const { rows } = await db.execute<{ id: number; name: string }>(sql`
    select u.id, u.name from assignments a join users u on u.id = a.user_id
    where a.workspace_id = ${workspaceId} and a.is_active and u.is_active
      and ${role} = any(a.roles)
    order by lower(u.name), u.id`);
  return rows;
}

/**
 * Students of a workspace (the spec's clients). Teachers of the workspace see and change all of
 * them (a school shares its students); a student's teacher and diagnostician are members holding
 * those roles there, and their interests are themes the workspace sees.
 */
export function createClientsService({ db }: { db: Database }) {
  async function get(workspaceId: number, id: number): Promise<Client> {
    const { rows } = await db.execute<ClientRow>(
      sql`${SELECT_CLIENT} where c.id = ${id} and c.workspace_id = ${workspaceId}`,
    );
    const row = rows[0];
    if (!row) throw new AppError('NOT_FOUND');
    return toClient(row, new Date());
  }

  async function list(query: ClientsQuery) {
    const term = query.term ? `%${query.term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : null;
    const where = sql`c.workspace_id = ${query.workspace_id}
      and ${query.archived ? sql`c.archived_at is not null` : sql`c.archived_at is null`}
      ${term ? sql`and c.search_text like ${term}` : sql``}
      ${query.qualification ? sql`and ${query.qualification} = any(c.qualifications)` : sql``}
      ${query.teacher_id ? sql`and c.teacher_id = ${query.teacher_id}` : sql``}`;
    const [{ rows }, { rows: count }] = await Promise.all([
      db.execute<ClientRow>(sql`${SELECT_CLIENT} where ${where}
        order by ${ORDER_BY[query.sort]}
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
      db.execute<{ total: number }>(
        sql`select count(*)::int as total from clients c where ${where}`,
      ),
    ]);
    const today = new Date();
    return { items: rows.map((row) => toClient(row, today)), total: count[0]?.total ?? 0 };
  }

  /** Assignees must hold the role in the workspace; interests must be themes it sees. */
  async function assertReferences(tx: Transaction, input: ClientInput) {
    const invalid = (path: string) =>
      new AppError('VALIDATION_FAILED', {
        details: { fields: [{ path, message: 'validation.invalid' }] },
      });
    if (input.teacher_id !== null) {
      const teachers = await listStaff(tx, input.workspace_id, ROLE.teacher);
      if (!teachers.some((t) => t.id === input.teacher_id)) throw invalid('teacher_id');
    }
    if (input.diagnostician_id !== null) {
      const staff = await listStaff(tx, input.workspace_id, ROLE.diagnostician);
      if (!staff.some((t) => t.id === input.diagnostician_id)) throw invalid('diagnostician_id');
    }
    const ids = [...new Set(input.interest_ids)];
    if (ids.length > 0) {
      const { rows } = await tx.execute<{ n: number }>(sql`
        select count(*)::int as n from interests i
        where i.id in ${sql.raw(`(${ids.join(',')})`)}
          and (i.workspace_id = ${input.workspace_id} or exists (select 1 from interest_shares s
            where s.interest_id = i.id and s.workspace_id = ${input.workspace_id}))`);
      if (rows[0]?.n !== ids.length) throw invalid('interest_ids');
    }
  }

  async function save(auth: AuthContext, id: number | null, input: ClientInput): Promise<Client> {
    assertWorkspaceRole(auth, input.workspace_id, ROLE.teacher);
    const values = {
      workspaceId: input.workspace_id,
      childName: input.child_name,
      clientName: input.client_name,
      contactEmail: input.contact_email,
      contactPhone: input.contact_phone,
      birthDate: input.birth_date,
      gender: input.gender,
      language: input.language,
      timeZone: input.time_zone,
      description: input.description,
      qualifications: [...new Set(input.qualifications)],
      teacherId: input.teacher_id ?? (id === null ? auth.user.id : null),
      diagnosticianId: input.diagnostician_id,
      searchText: `${input.child_name} ${input.client_name} ${input.contact_email}`.toLowerCase(),
    };
    const savedId = await db.transaction(async (tx) => {
      await assertReferences(tx, input);
      let clientId: number;
      if (id === null) {
        const [row] = await tx.insert(clients).values(values).returning({ id: clients.id });
        if (!row) throw new Error('client insert returned nothing');
        clientId = row.id;
      } else {
        const updated = await tx
          .update(clients)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(clients.id, id), eq(clients.workspaceId, input.workspace_id)))
          .returning({ id: clients.id });
        if (updated.length === 0) throw new AppError('NOT_FOUND');
        clientId = id;
        await tx.execute(sql`delete from client_interests where client_id = ${id}`);
      }
      const interestIds = [...new Set(input.interest_ids)];
      if (interestIds.length > 0) {
        await tx
          .insert(clientInterests)
          .values(interestIds.map((interestId) => ({ clientId, interestId })));
      }
      return clientId;
    });
    return get(input.workspace_id, savedId);
  }

  async function setArchived(
    auth: AuthContext,
    workspaceId: number,
    id: number,
    archived: boolean,
  ) {
    assertWorkspaceRole(auth, workspaceId, ROLE.teacher);
    const { rowCount } = await db.execute(sql`
      update clients set archived_at = ${archived ? sql`coalesce(archived_at, now())` : null},
        updated_at = now()
      where id = ${id} and workspace_id = ${workspaceId}`);
    if (!rowCount) throw new AppError('NOT_FOUND');
    return get(workspaceId, id);
  }

  /** A student that exists in the workspace and is not archived (for new protocols and lessons). */
  async function requireActive(workspaceId: number, id: number) {
    const client = await get(workspaceId, id);
    if (client.is_archived) throw new AppError('CLIENT_ARCHIVED');
    return client;
  }

  /**
   * After a trial lesson is booked (decision 037): the family's student in the project, found by
   * phone (digits only) or e-mail and the child's name, else made; the chosen interests are added
   * to theirs. A brother or sister booked by the same parent is a student of their own: two
   * children's records are never merged on a shared contact.
   */
  async function findOrCreateFromBooking(
    tx: Transaction,
    values: {
      workspaceId: number;
      childName: string;
      parentName: string;
      email: string;
      phoneDigits: string;
      language: string;
      timeZone: string;
      interestIds: number[];
      teacherId: number | null;
      diagnosticianId: number | null;
    },
  ) {
    const { rows } = await tx.execute<{ id: number }>(sql`
      select id from clients
      where workspace_id = ${values.workspaceId} and archived_at is null
        and lower(child_name) = lower(${values.childName})
        and (regexp_replace(contact_phone, '[^0-9]', '', 'g') = ${values.phoneDigits}
          or (contact_email <> '' and lower(contact_email) = lower(${values.email})))
      order by (regexp_replace(contact_phone, '[^0-9]', '', 'g') = ${values.phoneDigits}) desc, id
      limit 1`);
    let clientId = rows[0]?.id;
    const isNew = clientId === undefined;
    if (clientId === undefined) {
      const [row] = await tx
        .insert(clients)
        .values({
          workspaceId: values.workspaceId,
          childName: values.childName,
          clientName: values.parentName,
          contactEmail: values.email,
          contactPhone: `+${values.phoneDigits}`,
          language: values.language,
          timeZone: values.timeZone,
          teacherId: values.teacherId,
          diagnosticianId: values.diagnosticianId,
          searchText: `${values.childName} ${values.parentName} ${values.email}`.toLowerCase(),
        })
        .returning({ id: clients.id });
      if (!row) throw new Error('client insert returned nothing');
      clientId = row.id;
    }
    // Only a new student takes the booking's interests: the form is anonymous, so it must not
    // rewrite a student the school already has (the booking keeps what the family chose).
    const interestIds = [...new Set(values.interestIds)];
    if (isNew && interestIds.length > 0) {
      await tx
        .insert(clientInterests)
        .values(interestIds.map((interestId) => ({ clientId, interestId })))
        .onConflictDoNothing();
    }
    return { clientId, isNew };
  }

  return {
    get,
    list,
    findOrCreateFromBooking,
    create: (auth: AuthContext, input: ClientInput) => save(auth, null, input),
    update: (auth: AuthContext, id: number, input: ClientInput) => save(auth, id, input),
    setArchived,
    requireActive,
    staff: async (workspaceId: number) => ({
      teachers: await listStaff(db, workspaceId, ROLE.teacher),
      diagnosticians: await listStaff(db, workspaceId, ROLE.diagnostician),
    }),
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;
