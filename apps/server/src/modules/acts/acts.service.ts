import type { ActInputSchema, ActsQuerySchema } from '@slovo/contracts';
import { ROLE } from '@slovo/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { recordAuditEvent } from '../audit/audit.service.ts';
import { assertWorkspaceRole } from '../exercises/workspace-roles.ts';
import * as repository from './acts.repository.ts';

type ActInput = z.output<typeof ActInputSchema>;
type ListQuery = z.output<typeof ActsQuerySchema>;

/** Root anywhere, managers in their own projects (the access policy checked it first). */
function assertActKeeper(auth: AuthContext, workspaceId: number) {
  if (!auth.user.isRoot) assertWorkspaceRole(auth, workspaceId, ROLE.manager);
}

/**
 * Acts of work acceptance (spec 3, 6; decision 039). Every read that shows a performer's data
 * leaves an audit row with ids only: who, which acts, and how (list, card, pdf).
 */
export function createActsService({ db }: { db: Database }) {
  function recordView(auth: AuthContext, workspaceId: number, details: Record<string, unknown>) {
    return recordAuditEvent(db, {
      action: 'act_view',
      actorId: auth.user.id,
      workspaceId,
      details,
    });
  }

  async function list(auth: AuthContext, query: ListQuery) {
    assertActKeeper(auth, query.workspace_id);
    const result = await repository.listActs(db, query);
    if (result.items.length > 0) {
      await recordView(auth, query.workspace_id, {
        page: 'list',
        act_ids: result.items.map((act) => act.id),
      });
    }
    return result;
  }

  async function find(auth: AuthContext, workspaceId: number, id: number) {
    assertActKeeper(auth, workspaceId);
    const act = await repository.findAct(db, workspaceId, id);
    if (!act) throw new AppError('ACT_NOT_FOUND');
    return act;
  }

  /** The act as the screen shows it (audited as a view of the card). */
  async function get(auth: AuthContext, workspaceId: number, id: number) {
    const act = await find(auth, workspaceId, id);
    await recordView(auth, workspaceId, { act_id: id, page: 'card' });
    return act;
  }

  /** The act and what its PDF prints about the customer (audited as a download). */
  async function getForPdf(auth: AuthContext, workspaceId: number, id: number) {
    const act = await find(auth, workspaceId, id);
    const customer = await repository.findWorkspaceTitle(db, workspaceId);
    await recordView(auth, workspaceId, { act_id: id, page: 'pdf' });
    return { act, customer };
  }

  /** Numbers the act in its date's year and writes it in one transaction (no gap on failure). */
  async function create(auth: AuthContext, input: ActInput) {
    const workspaceId = input.workspace_id;
    assertActKeeper(auth, workspaceId);
    const year = Number(input.act_date.slice(0, 4));
    const id = await db.transaction(async (tx) => {
      const number = await repository.takeNextNumber(tx, workspaceId, year);
      const actId = await repository.insertAct(tx, {
        workspaceId,
        year,
        number,
        type: input.type,
        amountMinor: input.amount,
        currency: input.currency,
        actDate: input.act_date,
        contractNumber: input.contract_number,
        contractDate: input.contract_date,
        performerNameUk: input.performer_name_uk,
        performerNameEn: input.performer_name_en,
        performerAddressUk: input.performer_address_uk,
        performerAddressEn: input.performer_address_en,
        passport: input.passport,
        taxId: input.tax_id,
        contentUrl: input.content_url,
        createdBy: auth.user.id,
      });
      await recordAuditEvent(tx, {
        action: 'act_create',
        actorId: auth.user.id,
        workspaceId,
        details: { act_id: actId, number, year },
      });
      return actId;
    });
    return find(auth, workspaceId, id);
  }

  /** A void act keeps its number (never given again) and stays listed; its PDF says void. */
  async function voidAct(auth: AuthContext, workspaceId: number, id: number) {
    assertActKeeper(auth, workspaceId);
    await db.transaction(async (tx) => {
      const outcome = await repository.voidAct(tx, workspaceId, id, auth.user.id);
      if (outcome === 'missing') throw new AppError('ACT_NOT_FOUND');
      if (outcome === 'void') throw new AppError('ACT_ALREADY_VOID');
      await recordAuditEvent(tx, {
        action: 'act_void',
        actorId: auth.user.id,
        workspaceId,
        details: { act_id: id },
      });
    });
    return find(auth, workspaceId, id);
  }

  return { list, get, getForPdf, create, voidAct };
}
