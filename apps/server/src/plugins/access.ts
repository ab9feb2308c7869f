import { ID_MAX, ROLE, type RoleId } from '@slovo/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * Every route declares who may call it (route `config.access`), and this module is the one place
 * that enforces it: before the body is parsed for everything the URL and headers tell, and right
 * after validation for a workspace named in the body.
 *
 * - public: anyone.
 * - authenticated: any signed-in user. With `workspace: 'optional-header'`, an `X-Env-Id` header,
 *   when sent, must name a workspace the user works in (or any live one, for root).
 * - roles: the user must hold one of `roles` somewhere (root counts only where listed). When the
 *   route names a workspace (`workspace` source) and the request carries one, the user must hold
 *   the role in that workspace: a workspace they have no place in is answered 404, never 403.
 *   A request that names none is left to the route's schema and service.
 */
export type WorkspaceSource =
  | { header: string }
  | { param: string }
  | { query: string }
  | { body: string };

export type AccessPolicy =
  | { kind: 'public' }
  | { kind: 'authenticated'; workspace?: 'optional-header' }
  | { kind: 'roles'; roles: readonly RoleId[]; workspace?: WorkspaceSource };

export const WORKSPACE_HEADER = 'x-env-id';

export const access = {
  public: { kind: 'public' } as AccessPolicy,
  authenticated: (options: { workspace?: 'optional-header' } = {}): AccessPolicy => ({
    kind: 'authenticated',
    ...options,
  }),
  roles: (roles: readonly RoleId[], workspace?: WorkspaceSource): AccessPolicy => ({
    kind: 'roles',
    roles,
    ...(workspace ? { workspace } : {}),
  }),
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy;
  }
}

function readWorkspaceId(request: FastifyRequest, source: WorkspaceSource): number | null {
  let raw: unknown;
  if ('header' in source) raw = request.headers[source.header];
  else if ('param' in source) raw = (request.params as Record<string, unknown>)[source.param];
  else if ('query' in source) raw = (request.query as Record<string, unknown>)[source.query];
  else raw = (request.body as Record<string, unknown> | undefined)?.[source.body];
  if (raw === undefined || raw === null || raw === '') return null;
  const id = Number(raw);
  // A malformed id names no workspace the caller has: the same answer as a foreign one.
  if (!Number.isInteger(id) || id <= 0 || id > ID_MAX) throw new AppError('NOT_FOUND');
  return id;
}

/** The caller must have a place in the workspace (any role, or root) — else it does not exist. */
async function assertWorkspaceVisible(request: FastifyRequest, workspaceId: number) {
  const user = request.auth?.user;
  const isVisible = user?.isRoot
    ? await request.server.workspaceExists(workspaceId)
    : user?.workspaces.some((w) => w.workspaceId === workspaceId);
  if (!isVisible) throw new AppError('NOT_FOUND');
}

async function checkWorkspaceRoles(
  request: FastifyRequest,
  roles: readonly RoleId[],
  source: WorkspaceSource,
) {
  const workspaceId = readWorkspaceId(request, source);
  if (workspaceId === null) return;
  await assertWorkspaceVisible(request, workspaceId);
  const user = request.auth?.user;
  if (!user?.isRoot) {
    const held = user?.workspaces.find((w) => w.workspaceId === workspaceId)?.roles ?? [];
    if (!held.some((r) => roles.includes(r))) throw new AppError('FORBIDDEN');
  }
  request.workspaceId = workspaceId;
}

/** onRequest: sign-in, roles, and any workspace named outside the body. */
export async function enforceAccess(request: FastifyRequest): Promise<void> {
  const policy = request.routeOptions.config.access;
  // Routes without a policy are refused outright (and fail the authorization-matrix test).
  if (!policy) throw new AppError('FORBIDDEN');
  if (policy.kind === 'public') return;

  const user = request.auth?.user;
  if (!user) throw new AppError(request.authFailure ?? 'UNAUTHORIZED');

  if (policy.kind === 'authenticated') {
    if (policy.workspace === 'optional-header') {
      const workspaceId = readWorkspaceId(request, { header: WORKSPACE_HEADER });
      if (workspaceId !== null) {
        await assertWorkspaceVisible(request, workspaceId);
        request.workspaceId = workspaceId;
      }
    }
    return;
  }

  const held = user.isRoot ? [ROLE.root] : user.workspaces.flatMap((w) => w.roles);
  if (!held.some((r) => policy.roles.includes(r))) throw new AppError('FORBIDDEN');
  if (policy.workspace && !('body' in policy.workspace)) {
    await checkWorkspaceRoles(request, policy.roles, policy.workspace);
  }
}

/** preHandler: a workspace named in the (now validated) body. */
export async function enforceBodyWorkspace(request: FastifyRequest): Promise<void> {
  const policy = request.routeOptions.config.access;
  if (policy?.kind === 'roles' && policy.workspace && 'body' in policy.workspace) {
    await checkWorkspaceRoles(request, policy.roles, policy.workspace);
  }
}
