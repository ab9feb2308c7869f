import { ROLE, type RoleId } from '@slovo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessPolicy } from '../src/plugins/access.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { bearer, createAccessWorld, createToken, WORKSPACE_ROLES } from './factories.ts';
import {
  bodyNamesResource,
  exampleBody,
  fillUrl,
  getPolicy,
  isWorkspaceScoped,
  listApiRoutes,
} from './route-harness.ts';

/**
 * Every API route declares an access policy; this calls each one as anonymous, as root, as a
 * holder of each role in workspace A, and as a member of workspace B only (a stranger to A),
 * and checks the answer against what the policy promises. New routes join automatically.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type World = Awaited<ReturnType<typeof createAccessWorld>>;

type Caller =
  | { kind: 'anonymous' }
  | { kind: 'root' }
  | { kind: 'member'; role: RoleId }
  | { kind: 'stranger' };

const CALLERS: Caller[] = [
  { kind: 'anonymous' },
  { kind: 'root' },
  ...WORKSPACE_ROLES.map((role) => ({ kind: 'member' as const, role })),
  { kind: 'stranger' },
];

const describeCaller = (c: Caller) =>
  c.kind === 'member' ? `${Object.entries(ROLE).find(([, id]) => id === c.role)?.[0]}` : c.kind;

type Outcome = 'allowed' | 401 | 403 | 404;

/** Microblock routes take the role to act as: a moderator acts as one, anyone else as author. */
const perspectiveOf = (caller: Caller) =>
  caller.kind === 'member' && caller.role === ROLE.moderator ? ROLE.moderator : ROLE.author;

/** What the policy promises to a caller who targets workspace A. */
function expectedOutcome(url: string, policy: AccessPolicy, caller: Caller): Outcome {
  if (policy.kind === 'public') return 'allowed';
  if (caller.kind === 'anonymous') return 401;
  const held: RoleId[] =
    caller.kind === 'root'
      ? [ROLE.root]
      : caller.kind === 'member'
        ? [caller.role]
        : [...WORKSPACE_ROLES];
  if (policy.kind === 'roles' && !held.some((r) => policy.roles.includes(r))) return 403;
  if (caller.kind === 'stranger' && isWorkspaceScoped(url, policy)) return 404;
  return 'allowed';
}

async function tokenFor(world: World, caller: Caller): Promise<string | null> {
  switch (caller.kind) {
    case 'anonymous':
      return null;
    case 'root':
      return createToken(t.db, world.root.id);
    case 'member':
      return createToken(t.db, world.members.get(caller.role)!);
    case 'stranger':
      return createToken(t.db, world.stranger.id);
  }
}

describe('authorization matrix', () => {
  it('every API route declares an access policy', () => {
    const routes = listApiRoutes(t.routes);
    expect(routes.length).toBeGreaterThan(5);
    const undeclared = routes.filter((r) => !getPolicy(r.route)).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('routes that read the workspace from the body document an example body', () => {
    const missing = listApiRoutes(t.routes)
      .filter(({ route }) => {
        const policy = getPolicy(route);
        return policy?.kind === 'roles' && policy.workspace && 'body' in policy.workspace;
      })
      .filter(({ route }) => exampleBody(route) === '{}')
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  // Every route times every caller, each in a fresh world: it grows with the API.
  it('each route answers each caller as its policy declares', async () => {
    const failures: string[] = [];
    for (const { method, url, route } of listApiRoutes(t.routes)) {
      const policy = getPolicy(route);
      if (!policy) continue;
      for (const caller of CALLERS) {
        // A world of its own per call: calls change state (archive, remove, logout...).
        const world = await createAccessWorld(t.db);
        const token = await tokenFor(world, caller);
        const hasBody = method !== 'GET' && method !== 'DELETE';
        const res = await t.app.inject({
          method,
          url: fillUrl(url, world.workspaceA.id, perspectiveOf(caller)),
          headers: {
            ...(token ? bearer(token) : {}),
            'x-env-id': String(world.workspaceA.id),
            ...(hasBody ? { 'content-type': 'application/json' } : {}),
          },
          ...(hasBody
            ? {
                payload: exampleBody(route, {
                  workspace_id: world.workspaceA.id,
                  user_id: world.members.get(ROLE.author),
                }),
              }
            : {}),
        });
        const expected = expectedOutcome(url, policy, caller);
        const denied = [401, 403, 404].includes(res.statusCode);
        // The ids in the URL name no resource of the world: past the access check, 404 is the
        // resource's answer (each module's tests check that ids of other workspaces are 404).
        const namesMissingResource =
          /:(?!workspaceId\b)\w*[iI]d\b/.test(url) || (hasBody && bodyNamesResource(route));
        const ok =
          expected === 'allowed'
            ? !denied || (res.statusCode === 404 && namesMissingResource)
            : res.statusCode === expected;
        if (!ok) {
          failures.push(
            `${method} ${url} as ${describeCaller(caller)}: expected ${expected}, got ${res.statusCode} ${res.body}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
