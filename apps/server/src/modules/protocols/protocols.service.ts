import {
  findEmptyPlanBlocks,
  type Language,
  LESSONS_PER_PLAN,
  type ParentPlan,
  PLAN_FILL_DAYS,
  type PlanFill,
  type PlanFilter,
  type Protocol,
  type ProtocolSummary,
  ROLE,
} from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  lessons,
  planBlockCategories,
  planBlocks,
  plans,
  protocols,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Links } from '../../lib/links.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { ClientsService } from '../clients/clients.service.ts';
import { assertWorkspaceRole } from '../exercises/workspace-roles.ts';
import { buildPlanMail } from './plan.mail.ts';
import { PLAN_STATUS_SQL, selectPlanBlocks, selectPlans } from './plans.queries.ts';
import type { TemplatesService } from './templates.service.ts';

type BlockCopy = {
  title: string;
  parent_description: string;
  educator_description: string;
  min_presentations: number;
  max_presentations: number;
  categories: { category_id: number; parent_description: string; indications: string }[];
  selected: number[];
};

type ProtocolRow = {
  id: number;
  workspace_id: number;
  client: { id: number; child_name: string };
  template: { id: number; title: string } | null;
  title: string;
  teacher: { id: number; name: string } | null;
  share_nonce: string | null;
  created_at: string;
  current_plan_id: number | null;
};

const SELECT_PROTOCOL = sql`
  select p.id, p.workspace_id, p.title, p.share_nonce, p.created_at,
    json_build_object('id', c.id, 'child_name', c.child_name) as client,
    (select json_build_object('id', t.id, 'title', t.title) from protocol_templates t
      where t.id = p.template_id) as template,
    (select json_build_object('id', u.id, 'name', u.name) from users u
      where u.id = p.teacher_id) as teacher,
    (select pl.id from plans pl where pl.protocol_id = p.id order by pl.number desc limit 1)
      as current_plan_id
  from protocols p join clients c on c.id = p.client_id`;

/**
 * Protocols and their plans. A teacher makes a protocol for a student from a template; it starts
 * plan 1 — a copy of the template's blocks and ten lessons — due within PLAN_FILL_DAYS. Filling a
 * plan chooses folders for every block; the next plan (the monthly intermediate session) starts
 * from the previous one's choices. Parents read plans through a revocable link.
 */
export function createProtocolsService({
  db,
  mailer,
  shareLinks,
  publicUrl,
  clients,
  templates,
}: {
  db: Database;
  mailer: Mailer;
  shareLinks: Links;
  publicUrl: string;
  clients: ClientsService;
  templates: TemplatesService;
}) {
  const shareUrl = (nonce: string | null) =>
    nonce ? `${publicUrl}/view-protocol-plan/${shareLinks.tokenOf(nonce)}` : null;

  async function toSummaries(rows: ProtocolRow[]): Promise<ProtocolSummary[]> {
    const planIds = rows.flatMap((r) => (r.current_plan_id ? [r.current_plan_id] : []));
    const current = planIds.length
      ? await selectPlans(db, sql`pl.id in ${sql.raw(`(${planIds.join(',')})`)}`)
      : [];
    return rows.map((row) => ({
      id: row.id,
      workspace_id: row.workspace_id,
      client: row.client,
      template: row.template,
      title: row.title,
      teacher: row.teacher,
      current_plan: current.find((plan) => plan.id === row.current_plan_id) ?? null,
      share_url: shareUrl(row.share_nonce),
      created_at: new Date(row.created_at).toISOString(),
    }));
  }

  async function get(workspaceId: number, id: number): Promise<Protocol> {
    const { rows } = await db.execute<ProtocolRow>(
      sql`${SELECT_PROTOCOL} where p.id = ${id} and p.workspace_id = ${workspaceId}`,
    );
    const [summary] = await toSummaries(rows);
    if (!summary) throw new AppError('NOT_FOUND');
    return { ...summary, plans: await selectPlans(db, sql`pl.protocol_id = ${id}`) };
  }

  async function list(query: {
    workspace_id: number;
    client_id?: number | undefined;
    status: PlanFilter;
    page: number;
    pageSize: number;
  }) {
    const where = sql`p.workspace_id = ${query.workspace_id}
      ${query.client_id ? sql`and p.client_id = ${query.client_id}` : sql``}
      ${
        query.status === 'all'
          ? sql``
          : sql`and (select ${PLAN_STATUS_SQL} from plans pl where pl.protocol_id = p.id
              order by pl.number desc limit 1) = ${query.status}`
      }`;
    const [{ rows }, { rows: count }] = await Promise.all([
      db.execute<ProtocolRow>(sql`${SELECT_PROTOCOL} where ${where}
        order by p.created_at desc, p.id desc
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
      db.execute<{ total: number }>(sql`select count(*)::int as total from protocols p
        where ${where}`),
    ]);
    return { items: await toSummaries(rows), total: count[0]?.total ?? 0 };
  }

  /** A plan with its blocks and ten lessons, in the transaction that starts it. */
  async function startPlan(
    tx: Transaction,
    protocolId: number,
    number: number,
    leadTherapistId: number,
    blocks: BlockCopy[],
  ) {
    const deadline = new Date(Date.now() + PLAN_FILL_DAYS * 24 * 60 * 60 * 1000);
    const [plan] = await tx
      .insert(plans)
      .values({ protocolId, number, deadline, leadTherapistId })
      .returning({ id: plans.id });
    if (!plan) throw new Error('plan insert returned nothing');
    for (const [position, block] of blocks.entries()) {
      const [row] = await tx
        .insert(planBlocks)
        .values({
          planId: plan.id,
          position,
          title: block.title,
          parentDescription: block.parent_description,
          educatorDescription: block.educator_description,
          minPresentations: block.min_presentations,
          maxPresentations: block.max_presentations,
        })
        .returning({ id: planBlocks.id });
      if (!row) throw new Error('plan block insert returned nothing');
      if (block.categories.length > 0) {
        await tx.insert(planBlockCategories).values(
          block.categories.map((c, index) => ({
            blockId: row.id,
            categoryId: c.category_id,
            position: index,
            parentDescription: c.parent_description,
            indications: c.indications,
            isSelected: block.selected.includes(c.category_id),
          })),
        );
      }
    }
    await tx.insert(lessons).values(
      Array.from({ length: LESSONS_PER_PLAN }, (_, index) => {
        const link = shareLinks.issue();
        return {
          planId: plan.id,
          number: index + 1,
          title: '',
          shareNonce: link.nonce,
          shareTokenHash: link.hash,
        };
      }),
    );
    return plan.id;
  }

  async function create(
    auth: AuthContext,
    input: { workspace_id: number; client_id: number; template_id: number },
  ) {
    assertWorkspaceRole(auth, input.workspace_id, ROLE.teacher);
    const client = await clients.requireActive(input.workspace_id, input.client_id);
    const template = await templates.get(input.workspace_id, input.template_id);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(protocols)
        .values({
          workspaceId: input.workspace_id,
          clientId: client.id,
          templateId: input.template_id,
          title: template.title,
          teacherId: client.teacher?.id ?? auth.user.id,
        })
        .returning({ id: protocols.id });
      if (!row) throw new Error('protocol insert returned nothing');
      await startPlan(
        tx,
        row.id,
        1,
        auth.user.id,
        template.blocks.map((block) => ({ ...block, selected: [] })),
      );
      return row.id;
    });
    return get(input.workspace_id, id);
  }

  async function remove(auth: AuthContext, workspaceId: number, id: number) {
    assertWorkspaceRole(auth, workspaceId, ROLE.teacher);
    const { rowCount } = await db.execute(
      sql`delete from protocols where id = ${id} and workspace_id = ${workspaceId}`,
    );
    if (!rowCount) throw new AppError('NOT_FOUND');
  }

  /** The plan, if it belongs to a protocol of the workspace. */
  async function getPlan(workspaceId: number, planId: number) {
    const [summary] = await selectPlans(
      db,
      sql`pl.id = ${planId} and exists (select 1 from protocols p
        where p.id = pl.protocol_id and p.workspace_id = ${workspaceId})`,
    );
    if (!summary) throw new AppError('NOT_FOUND');
    return { ...summary, blocks: await selectPlanBlocks(db, planId) };
  }

  /**
   * Chooses the folders of every block (only among what the block offers). A plan is filled when
   * every block has one; the refusal lists the empty blocks (spec 5).
   */
  async function fillPlan(auth: AuthContext, planId: number, input: PlanFill) {
    assertWorkspaceRole(auth, input.workspace_id, ROLE.teacher);
    const plan = await getPlan(input.workspace_id, planId);
    const chosen = new Map(input.blocks.map((b) => [b.id, [...new Set(b.category_ids)]]));
    for (const id of chosen.keys()) {
      if (!plan.blocks.some((block) => block.id === id)) {
        throw new AppError('VALIDATION_FAILED', {
          details: { fields: [{ path: 'blocks', message: 'validation.invalid' }] },
        });
      }
    }
    const next = plan.blocks.map((block) => ({
      block,
      category_ids: chosen.get(block.id) ?? block.category_ids,
    }));
    for (const { block, category_ids } of next) {
      const offered = new Set(block.categories.map((c) => c.category_id));
      if (category_ids.some((id) => !offered.has(id))) {
        throw new AppError('PLAN_FOLDER_NOT_OFFERED', { params: { block: block.title } });
      }
    }
    const empty = findEmptyPlanBlocks(next);
    if (empty.length > 0) {
      const titles = empty.map((position) => next[position - 1]?.block.title ?? String(position));
      throw new AppError('PLAN_BLOCKS_EMPTY', {
        params: { blocks: titles.map((t) => `«${t}»`).join(', ') },
        details: { blocks: empty.map((position) => next[position - 1]?.block.id) },
      });
    }
    await db.transaction(async (tx) => {
      for (const { block, category_ids } of next) {
        await tx.execute(sql`update plan_block_categories
          set is_selected = category_id in ${sql.raw(`(${category_ids.join(',')})`)}
          where block_id = ${block.id}`);
      }
      await tx.execute(sql`update plans set filled_at = coalesce(filled_at, now())
        where id = ${planId}`);
    });
    return getPlan(input.workspace_id, planId);
  }

  /** The next plan (monthly intermediate session): the latest plan's blocks and choices. */
  async function startNextPlan(auth: AuthContext, workspaceId: number, protocolId: number) {
    assertWorkspaceRole(auth, workspaceId, ROLE.teacher);
    const protocol = await get(workspaceId, protocolId);
    await clients.requireActive(workspaceId, protocol.client.id);
    await db.transaction(async (tx) => {
      // The latest plan is read under the protocol's lock: two starts in a row make two plans,
      // never the same number twice.
      await tx.execute(sql`select id from protocols where id = ${protocolId} for update`);
      const [latest] = await selectPlans(
        tx,
        sql`pl.protocol_id = ${protocolId} and pl.number = (select max(number) from plans
          where protocol_id = ${protocolId})`,
      );
      if (!latest) throw new AppError('NOT_FOUND');
      const blocks = await selectPlanBlocks(tx, latest.id);
      await startPlan(
        tx,
        protocolId,
        latest.number + 1,
        auth.user.id,
        blocks.map((block) => ({ ...block, selected: block.category_ids })),
      );
    });
    return get(workspaceId, protocolId);
  }

  /** Every plan of a student, oldest first (the correction path and the student's screen). */
  async function plansOfClient(workspaceId: number, clientId: number) {
    await clients.get(workspaceId, clientId);
    return selectPlans(
      db,
      sql`exists (select 1 from protocols p where p.id = pl.protocol_id
        and p.client_id = ${clientId} and p.workspace_id = ${workspaceId})`,
    );
  }

  /** A new parent link (the previous one stops working), or none (`revoke`). */
  async function setShareLink(
    auth: AuthContext,
    workspaceId: number,
    protocolId: number,
    action: 'rotate' | 'revoke',
  ) {
    assertWorkspaceRole(auth, workspaceId, ROLE.teacher);
    const link = action === 'rotate' ? shareLinks.issue() : null;
    // A renewed or revoked link also ends the one issued before links were derived.
    const { rowCount } = await db.execute(sql`update protocols
      set share_nonce = ${link?.nonce ?? null}, share_token_hash = ${link?.hash ?? null},
        legacy_share_token_hash = null
      where id = ${protocolId} and workspace_id = ${workspaceId}`);
    if (!rowCount) throw new AppError('NOT_FOUND');
    return get(workspaceId, protocolId);
  }

  /** E-mails the parent link (made when there is none) in the student's language. */
  async function sendPlan(
    auth: AuthContext,
    input: { workspace_id: number; protocol_id: number; email?: string | undefined },
  ) {
    assertWorkspaceRole(auth, input.workspace_id, ROLE.teacher);
    let protocol = await get(input.workspace_id, input.protocol_id);
    const client = await clients.get(input.workspace_id, protocol.client.id);
    const to = input.email ?? client.contact_email;
    if (!to) throw new AppError('NO_CONTACT_EMAIL');
    if (!protocol.share_url) {
      protocol = await setShareLink(auth, input.workspace_id, input.protocol_id, 'rotate');
    }
    await mailer.send(
      buildPlanMail({
        to,
        lang: client.language,
        childName: client.child_name,
        teacherName: auth.user.name,
        url: protocol.share_url as string,
      }),
    );
    return { sent_to: to };
  }

  /**
   * The student whose plan link this is (a live student), for the family's other pages reached
   * through the same link: the referral card, the merchandise offer.
   */
  async function familyOfPlanLink(
    token: string,
  ): Promise<{ client_id: number; workspace_id: number } | null> {
    const { rows } = await db.execute<{ client_id: number; workspace_id: number }>(sql`
      select c.id as client_id, c.workspace_id
      from protocols p join clients c on c.id = p.client_id
      where ${shareLinks.hashOf(token)} in (p.share_token_hash, p.legacy_share_token_hash)
        and c.archived_at is null`);
    return rows[0] ?? null;
  }

  /** One protocol's plans with their blocks and lessons, as the family reads them. */
  async function parentPlans(protocolId: number): Promise<ParentPlan['plans']> {
    const planList = await selectPlans(db, sql`pl.protocol_id = ${protocolId}`);
    return Promise.all(
      planList.map(async (plan) => {
        const blocks = await selectPlanBlocks(db, plan.id);
        const { rows: lessonRows } = await db.execute<
          Omit<ParentPlan['plans'][number]['lessons'][number], 'session_token'> & {
            share_nonce: string | null;
          }
        >(sql`
          select l.number, l.title, l.scheduled_at, l.finished_at,
            coalesce((select array_agg(e.title order by li.position) from lesson_items li
              join exercises e on e.id = li.exercise_id where li.lesson_id = l.id), '{}')
              as presentations,
            case when l.finished_at is not null then l.share_nonce end as share_nonce
          from lessons l where l.plan_id = ${plan.id} order by l.number`);
        return {
          number: plan.number,
          status: plan.status,
          filled_at: plan.filled_at,
          blocks: blocks.map((block) => ({
            title: block.title,
            parent_description: block.parent_description,
            folders: block.categories
              .filter((c) => block.category_ids.includes(c.category_id))
              .map((c) => ({ name: c.name, parent_description: c.parent_description })),
          })),
          lessons: lessonRows.map(({ share_nonce, ...lesson }) => ({
            ...lesson,
            scheduled_at: lesson.scheduled_at && new Date(lesson.scheduled_at).toISOString(),
            finished_at: lesson.finished_at && new Date(lesson.finished_at).toISOString(),
            session_token: share_nonce && shareLinks.tokenOf(share_nonce),
          })),
        };
      }),
    );
  }

  /** The protocol a parent link opens, if it opens one. */
  async function findShared(token: string) {
    const { rows } = await db.execute<{
      id: number;
      client_id: number;
      title: string;
      child_name: string;
      language: Language;
      time_zone: string;
      teacher_name: string | null;
    }>(sql`select p.id, p.client_id, p.title, c.child_name, c.language, c.time_zone,
        (select u.name from users u where u.id = p.teacher_id) as teacher_name
      from protocols p join clients c on c.id = p.client_id
      where ${shareLinks.hashOf(token)} in (p.share_token_hash, p.legacy_share_token_hash)
        and c.archived_at is null`);
    return rows[0];
  }

  /** The family's language of a parent link (its page opens in it), null when it opens nothing. */
  async function familyLanguage(token: string): Promise<Language | null> {
    return (await findShared(token))?.language ?? null;
  }

  /**
   * What a parent sees through the link: names and texts, never internal ids. The link's own
   * protocol first, then every other protocol of the same child, newest first (the family's
   * session-plans page, decision 044).
   */
  async function parentView(token: string): Promise<ParentPlan> {
    const protocol = await findShared(token);
    if (!protocol) throw new AppError('NOT_FOUND');
    const { rows: others } = await db.execute<{
      id: number;
      title: string;
      teacher_name: string | null;
    }>(sql`select p.id, p.title,
        (select u.name from users u where u.id = p.teacher_id) as teacher_name
      from protocols p
      where p.client_id = ${protocol.client_id} and p.id <> ${protocol.id}
      order by p.created_at desc, p.id desc
      limit 50`);
    return {
      child_name: protocol.child_name,
      language: protocol.language,
      time_zone: protocol.time_zone,
      protocol_title: protocol.title,
      teacher_name: protocol.teacher_name,
      plans: await parentPlans(protocol.id),
      other_protocols: await Promise.all(
        others.map(async (other) => ({
          title: other.title,
          teacher_name: other.teacher_name,
          plans: await parentPlans(other.id),
        })),
      ),
    };
  }

  /**
   * Run at start. Links shown to staff are derived with the link secret, so a different secret
   * (a lost DATA_DIR, a process without LINK_SECRET) would show links that open nothing: refuse
   * to start instead. Then a link issued before tokens were derived, which survives only as a
   * hash, gets a derived link beside it for staff (the old one works until the link is renewed);
   * a second process starting at once finds nothing left to do.
   */
  async function prepareLinks() {
    const { rows: samples } = await db.execute<{ share_nonce: string; share_token_hash: string }>(
      sql`(select share_nonce, share_token_hash from protocols where share_nonce is not null
        limit 1) union all (select share_nonce, share_token_hash from lessons
        where share_nonce is not null limit 1)`,
    );
    if (
      samples.some(
        (row) => shareLinks.hashOf(shareLinks.tokenOf(row.share_nonce)) !== row.share_token_hash,
      )
    ) {
      throw new Error(
        'Share links were made with another link secret: set LINK_SECRET to it (or restore DATA_DIR/link-secret)',
      );
    }
    for (const table of ['protocols', 'lessons'] as const) {
      const { rows } = await db.execute<{ id: number }>(sql`select id from ${sql.identifier(table)}
        where share_nonce is null and legacy_share_token_hash is not null`);
      if (rows.length === 0) continue;
      const issued = rows.map((row) => ({ id: row.id, ...shareLinks.issue() }));
      await db.execute(sql`update ${sql.identifier(table)} t
        set share_nonce = v.nonce, share_token_hash = v.hash
        from jsonb_to_recordset(${JSON.stringify(issued)}::jsonb) as v(id int, nonce text, hash text)
        where t.id = v.id and t.share_nonce is null`);
    }
  }

  return {
    list,
    get,
    create,
    remove,
    getPlan,
    fillPlan,
    startNextPlan,
    plansOfClient,
    setShareLink,
    sendPlan,
    parentView,
    familyLanguage,
    familyOfPlanLink,
    prepareLinks,
  };
}

export type ProtocolsService = ReturnType<typeof createProtocolsService>;
