import { ROLE, type RoleId } from '@slovo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessPolicy } from '../src/plugins/access.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { bearer, createAccessWorld, createToken, WORKSPACE_ROLES } from './factories.ts';
import { fillPath, getPolicy, listApiRoutes } from './route-harness.ts';

/**
 * Every API route declares an access policy; this calls each one as anonymous, as root, as a
 * holder of each role in workspace A, and as a member of workspace B only (a stranger to A),
 * and checks the answer against what the policy promises. New routes join automatically.
 */
let t: TestApp;
let world: Awaited<ReturnType<typeof createAccessWorld>>;
beforeAll(async () => {
  t = await buildTestApp();
  world = await createAccessWorld(t.db);
});
afterAll(() => t.close());

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

/** What the policy promises to a caller who targets workspace A. */
function expectedOutcome(policy: AccessPolicy, caller: Caller): Outcome {
  if (policy.kind === 'public') return 'allowed';
  if (caller.kind === 'anonymous') return 401;
  const usesWorkspace =
    (policy.kind === 'authenticated' && policy.workspace === 'optional-header') ||
    (policy.kind === 'roles' && policy.workspace !== undefined);
  if (caller.kind === 'stranger' && usesWorkspace) return 404;
  if (policy.kind === 'authenticated') return 'allowed';
  const held: RoleId[] =
    caller.kind === 'root'
      ? [ROLE.root]
      : caller.kind === 'member'
        ? [caller.role]
        : [...WORKSPACE_ROLES];
  return held.some((r) => policy.roles.includes(r)) ? 'allowed' : 403;
}

async function tokenFor(caller: Caller): Promise<string | null> {
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

  it('each route answers each caller as its policy declares', async () => {
    const failures: string[] = [];
    for (const { method, url, route } of listApiRoutes(t.routes)) {
      const policy = getPolicy(route);
      if (!policy) continue;
      for (const caller of CALLERS) {
        // A fresh token per call: some routes (logout) revoke the one they are called with.
        const token = await tokenFor(caller);
        const res = await t.app.inject({
          method,
          url: fillPath(url, world.workspaceA.id, policy),
          headers: {
            ...(token ? bearer(token) : {}),
            'x-env-id': String(world.workspaceA.id),
            ...(method === 'GET' || method === 'DELETE'
              ? {}
              : { 'content-type': 'application/json' }),
          },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
        });
        const expected = expectedOutcome(policy, caller);
        const denied = [401, 403, 404].includes(res.statusCode);
        const ok =
          expected === 'allowed'
            ? !denied || (res.statusCode === 404 && res.json().code !== 'NOT_FOUND')
            : res.statusCode === expected;
        if (!ok) {
          failures.push(
            `${method} ${url} as ${describeCaller(caller)}: expected ${expected}, got ${res.statusCode} ${res.body}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
