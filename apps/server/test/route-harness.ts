import type { RouteOptions } from 'fastify';
import type { AccessPolicy } from '../src/plugins/access.ts';

/** The API routes that the authorization and fuzzing harnesses exercise. */
export function listApiRoutes(routes: RouteOptions[]) {
  return routes
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
    .flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method])
        .filter((m) => m !== 'HEAD')
        .map((method) => ({ method, url: r.url, route: r })),
    );
}

/** The API routes by how the OpenAPI document names them: `GET /api/clients/{id}`. */
export function mapRoutesByOperation(routes: RouteOptions[]) {
  return new Map(
    listApiRoutes(routes).map((r) => [`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`, r]),
  );
}

export function getPolicy(route: RouteOptions): AccessPolicy | undefined {
  return (route.config as { access?: AccessPolicy } | undefined)?.access;
}

/**
 * Fills `:name` segments (`:workspaceId` with the given workspace, other ids with 1) and names
 * the workspace in the query too, so every route is called about that one workspace; `role_id`
 * is the perspective microblock routes ask for (the caller's own role where it is one of them).
 */
export function fillUrl(url: string, workspaceId: number, roleId: number) {
  const path = url.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'workspaceId') return String(workspaceId);
    return name.toLowerCase().endsWith('id') ? '1' : 'matrix';
  });
  return `${path}?workspace_id=${workspaceId}&role_id=${roleId}`;
}

/** The example body names a resource (other than the workspace or a user) that may not exist. */
export function bodyNamesResource(route: RouteOptions): boolean {
  const body = JSON.parse(exampleBody(route)) as Record<string, unknown>;
  return Object.keys(body).some(
    (key) => /(^|_)ids?$/.test(key) && key !== 'workspace_id' && key !== 'user_id',
  );
}

/** The route is about one workspace: through its policy, or a `:workspaceId` in its path. */
export function isWorkspaceScoped(url: string, policy: AccessPolicy | undefined) {
  return (
    url.includes(':workspaceId') ||
    (policy?.kind === 'authenticated' && policy.workspace === 'optional-header') ||
    (policy?.kind === 'roles' && policy.workspace !== undefined)
  );
}

/**
 * A body for calling the route: the first example its body schema documents, with the given
 * fields replaced (the workspace and user of the test world), else an empty object. Routes that
 * read the workspace from the body need one, or validation would answer before the check.
 */
export function exampleBody(route: RouteOptions, values: Record<string, unknown> = {}): string {
  const schema = (route.schema as { body?: { meta?: () => unknown } } | undefined)?.body;
  const meta = schema?.meta?.() as { examples?: Record<string, unknown>[] } | undefined;
  const example = meta?.examples?.[0];
  if (!example) return '{}';
  const replaced = Object.fromEntries(
    Object.entries(example).map(([key, value]) => [key, key in values ? values[key] : value]),
  );
  return JSON.stringify(replaced);
}
