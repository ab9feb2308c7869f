import { describe, expect, it } from 'vitest';
import { ROLE, ROLE_IDS, type RoleId } from './roles.ts';
import {
  buildPath,
  canAccessRoute,
  getRoute,
  listBuiltRoutes,
  listNavRoutes,
  ROLE_INDEX_ROUTE,
  ROUTES,
  resolveIndexPath,
} from './routes.ts';

describe('route table', () => {
  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('holds the spec index route of every role', () => {
    expect(getRoute(ROLE_INDEX_ROUTE[ROLE.root]).path).toBe('/dashboard');
    expect(getRoute(ROLE_INDEX_ROUTE[ROLE.manager]).path).toBe('/users');
    expect(getRoute(ROLE_INDEX_ROUTE[ROLE.author]).path).toBe('/exercises');
    expect(getRoute(ROLE_INDEX_ROUTE[ROLE.moderator]).path).toBe('/categories');
    expect(getRoute(ROLE_INDEX_ROUTE[ROLE.teacher]).path).toBe('/clients');
    for (const role of ROLE_IDS) {
      expect(canAccessRoute(getRoute(ROLE_INDEX_ROUTE[role]), [role])).toBe(true);
    }
  });

  it('opens a route only to the roles named for it', () => {
    const editTemplate = getRoute('editTemplate');
    expect(canAccessRoute(editTemplate, [ROLE.moderator])).toBe(true);
    expect(canAccessRoute(editTemplate, [ROLE.teacher])).toBe(true);
    expect(canAccessRoute(editTemplate, [ROLE.author])).toBe(false);
    expect(canAccessRoute(getRoute('sharedExercise'), [ROLE.author])).toBe(true);
    expect(canAccessRoute(getRoute('dashboard'), [ROLE.manager])).toBe(false);
  });

  it('opens public routes to everyone and /profile to every role but not to nobody', () => {
    expect(canAccessRoute(getRoute('login'), [])).toBe(true);
    for (const role of ROLE_IDS) expect(canAccessRoute(getRoute('profile'), [role])).toBe(true);
    expect(canAccessRoute(getRoute('profile'), [])).toBe(false);
  });

  it('builds paths with encoded parameters and refuses missing ones', () => {
    expect(buildPath('editExercise', { exerciseId: 12 })).toBe('/edit-exercise/12');
    expect(buildPath('clientSession', { encryptedId: 'a/b' })).toBe('/client-session/a%2Fb');
    expect(() => buildPath('editExercise')).toThrow(/exerciseId/);
  });
});

describe('navigation', () => {
  it('lists only built, navigable routes the roles may open', () => {
    expect(listNavRoutes([ROLE.root]).map((r) => r.id)).toEqual([
      'dashboard',
      'manageAssets',
      'projects',
      'auditLog',
      'acts',
      'profile',
    ]);
    expect(listNavRoutes([ROLE.manager]).map((r) => r.id)).toEqual([
      'users',
      'lessonsStats',
      'bookingSettings',
      'adminTasks',
      'projects',
      'auditLog',
      'acts',
      'merchandiseOrders',
      'bookingCalendar',
      'myTickets',
      'profile',
    ]);
    expect(listNavRoutes([ROLE.teacher]).map((r) => r.id)).toEqual([
      'clients',
      'diagnosticianClients',
      'viewCategories',
      'protocolsTemplatesTeacher',
      'lessonsList',
      'createProtocol',
      'bookingHours',
      'bookingCalendar',
      'myTickets',
      'profile',
    ]);
    expect(listNavRoutes([ROLE.diagnostician]).map((r) => r.id)).toEqual([
      'diagnosticianClients',
      'bookingHours',
      'bookingCalendar',
      'profile',
    ]);
    expect(listNavRoutes([]).map((r) => r.id)).toEqual([]);
    for (const r of listNavRoutes([ROLE.root, ROLE.manager])) expect(r.isBuilt).toBe(true);
  });

  it('lists each entry once to a user holding two roles in the project', () => {
    const ids = (roles: RoleId[]) => listNavRoutes(roles).map((r) => r.id);
    expect(ids([ROLE.moderator, ROLE.teacher]).filter((id) => id.includes('ategories'))).toEqual([
      'categories',
    ]);
    expect(
      ids([ROLE.moderator, ROLE.teacher]).filter((id) => id.startsWith('protocolsTemplates')),
    ).toEqual(['protocolsTemplates']);
    expect(ids([ROLE.author, ROLE.moderator]).filter((id) => id.startsWith('create'))).toEqual([
      'createExerciseAuthor',
    ]);
    expect(ids([ROLE.manager, ROLE.teacher])).toEqual([
      'users',
      'lessonsStats',
      'bookingSettings',
      'adminTasks',
      'projects',
      'auditLog',
      'acts',
      'merchandiseOrders',
      'clients',
      'diagnosticianClients',
      'viewCategories',
      'protocolsTemplatesTeacher',
      'lessonsList',
      'createProtocol',
      'bookingHours',
      'bookingCalendar',
      'myTickets',
      'profile',
    ]);
    expect(ids([ROLE.teacher, ROLE.diagnostician])).toEqual(ids([ROLE.teacher]));
    for (const roles of [
      [ROLE.manager, ROLE.teacher],
      [ROLE.moderator, ROLE.teacher, ROLE.author],
      [ROLE.teacher, ROLE.diagnostician],
    ]) {
      const labels = listNavRoutes(roles).map((r) => r.nav.entry);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it('registers only built routes', () => {
    expect(listBuiltRoutes().every((r) => r.isBuilt)).toBe(true);
    expect(listBuiltRoutes().map((r) => r.id)).toContain('notFound');
  });

  it('leads / to the role index when built, else to the first navigation entry', () => {
    expect(resolveIndexPath(ROLE.root, [ROLE.root])).toBe('/dashboard');
    expect(resolveIndexPath(ROLE.manager, [ROLE.manager])).toBe('/users');
    expect(resolveIndexPath(ROLE.moderator, [ROLE.moderator])).toBe('/categories');
    expect(resolveIndexPath(ROLE.teacher, [ROLE.teacher])).toBe('/clients');
    expect(resolveIndexPath(null, [])).toBeNull();
  });
});
