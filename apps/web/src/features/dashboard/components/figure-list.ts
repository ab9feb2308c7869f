import {
  canAccessRoute,
  getRoute,
  ROLE,
  type RoleId,
  type RoleName,
  type RouteId,
} from '@slovo/contracts';

/**
 * Where a dashboard figure's items are listed, for this viewer: a link when the route table lets
 * them open the list (the navigation's rule), else the list's navigation name and the roles that
 * keep it in each project (decision 046); null for a list not built yet.
 */
export type FigureList =
  | { kind: 'link'; path: string }
  | { kind: 'kept'; routeId: string; roles: RoleName[] };

export function describeFigureList(
  list: RouteId,
  viewerRoles: readonly RoleId[],
): FigureList | null {
  const route = getRoute(list);
  if (!route.isBuilt) return null;
  if (canAccessRoute(route, viewerRoles)) return { kind: 'link', path: route.path };
  const { access } = route;
  if (typeof access === 'string') return null;
  const roles = (Object.keys(ROLE) as RoleName[]).filter((name) => access.includes(ROLE[name]));
  return { kind: 'kept', routeId: route.id, roles };
}
