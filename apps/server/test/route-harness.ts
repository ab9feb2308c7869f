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

export function getPolicy(route: RouteOptions): AccessPolicy | undefined {
  return (route.config as { access?: AccessPolicy } | undefined)?.access;
}

/** Fills `:name` segments; ids of the workspace a policy reads come from `workspaceId`. */
export function fillPath(url: string, workspaceId: number, policy: AccessPolicy | undefined) {
  const workspaceParam =
    policy?.kind === 'roles' && policy.workspace && 'param' in policy.workspace
      ? policy.workspace.param
      : null;
  return url.replace(/:(\w+)/g, (_, name: string) =>
    name === workspaceParam
      ? String(workspaceId)
      : name.toLowerCase().endsWith('id')
        ? '1'
        : 'matrix',
  );
}
