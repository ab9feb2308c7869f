import { ROLE, type RoleId } from '@slovo/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * Every route declares who may call it (route `config.access`); one hook enforces it before
 * body parsing, so an unauthorised caller learns nothing from validation errors.
 *
 * - public: anyone.
 * - authenticated: any signed-in user. With `workspace: 'optional-header'`, an `X-Env-Id` header,
 *   when sent, must name a workspace the user works in (or any, for root).
 * - roles: the user must hold one of `roles`. With a `workspace` source, in that workspace
 *   (a workspace the user has no place in is answered 404, never 403); without one, in any
 *   workspace they work in. Root (id 0) counts only where listed.
 */
export type WorkspaceSource = { header: string } | { param: string } | { query: string };

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
  else raw = (request.query as Record<string, unknown>)[source.query];
  if (raw === undefined) return null;
  const id = Number(raw);
  // A malformed id names no workspace the caller has: the same answer as a foreign one.
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('NOT_FOUND');
  return id;
}

export async function enforceAccess(request: FastifyRequest): Promise<void> {
  const policy = request.routeOptions.config.access;
  // Routes without a policy are refused outright (and fail the authorization-matrix test).
  if (!policy) throw new AppError('FORBIDDEN');
  if (policy.kind === 'public') return;

  const auth = request.auth;
  if (!auth) throw new AppError(request.authFailure ?? 'UNAUTHORIZED');
  const { user } = auth;

  if (policy.kind === 'authenticated') {
    if (policy.workspace === 'optional-header') {
      const workspaceId = readWorkspaceId(request, { header: WORKSPACE_HEADER });
      if (workspaceId !== null) {
        const exists = user.isRoot
          ? await request.server.workspaceExists(workspaceId)
          : user.workspaces.some((w) => w.workspaceId === workspaceId);
        if (!exists) throw new AppError('NOT_FOUND');
        request.workspaceId = workspaceId;
      }
    }
    return;
  }

  const allows = (roles: readonly RoleId[]) => roles.some((r) => policy.roles.includes(r));
  if (!policy.workspace) {
    const held = user.isRoot ? [ROLE.root] : user.workspaces.flatMap((w) => w.roles);
    if (!allows(held)) throw new AppError('FORBIDDEN');
    return;
  }

  const workspaceId = readWorkspaceId(request, policy.workspace);
  if (workspaceId === null) throw new AppError('NOT_FOUND');
  if (user.isRoot) {
    if (!(await request.server.workspaceExists(workspaceId))) throw new AppError('NOT_FOUND');
    if (!policy.roles.includes(ROLE.root)) throw new AppError('FORBIDDEN');
  } else {
    const entry = user.workspaces.find((w) => w.workspaceId === workspaceId);
    if (!entry) throw new AppError('NOT_FOUND');
    if (!allows(entry.roles)) throw new AppError('FORBIDDEN');
  }
  request.workspaceId = workspaceId;
}
