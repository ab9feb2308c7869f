import { ROLE, type RoleId } from './roles.ts';

/**
 * Every route of spec section 2. `access` is 'public' (no sign-in), 'authenticated' (every role)
 * or the roles that may open it. `isBuilt` marks routes whose screen exists: only those are
 * registered in the router and shown in the navigation; the rest wait for their feature.
 */
export type RouteAccess = 'public' | 'authenticated' | readonly RoleId[];

export type NavIcon =
  | 'dashboard'
  | 'assets'
  | 'users'
  | 'stats'
  | 'exercises'
  | 'public'
  | 'create'
  | 'categories'
  | 'moderation'
  | 'auto'
  | 'reports'
  | 'tickets'
  | 'myTickets'
  | 'templates'
  | 'courses'
  | 'histories'
  | 'cards'
  | 'programs'
  | 'complexes'
  | 'generation'
  | 'themes'
  | 'clients'
  | 'lessons'
  | 'protocol'
  | 'profile'
  | 'projects'
  | 'audit'
  | 'acts'
  | 'merchandise'
  | 'booking'
  | 'tasks'
  | 'calendar';

export type AppRoute<Id extends string = string> = {
  id: Id;
  path: string;
  access: RouteAccess;
  isBuilt: boolean;
  /**
   * Shown in the side navigation (under the `nav.<id>` label) when built and allowed. `entry`
   * names the menu entry: routes of different roles that are one feature to users share it, so
   * a user holding both roles sees the entry once (the first route in table order).
   */
  nav?: { icon: NavIcon; entry: string };
  /**
   * The page's first screen reads `GET /api` plus the page's own path, and that answer is the
   * same for every caller: the link's token decides, never a sign-in. The server announces the
   * read as a preload with the page, so the data travels beside the code instead of after it
   * (decision 052).
   */
  preloadsData?: true;
};

const { root, manager, moderator, author, teacher, diagnostician } = ROLE;

const route = <Id extends string>(
  id: Id,
  path: string,
  access: RouteAccess,
  options: { isBuilt?: boolean; nav?: NavIcon; sameEntryAs?: string; preloadsData?: true } = {},
): AppRoute<Id> => ({
  id,
  path,
  access,
  isBuilt: options.isBuilt ?? false,
  ...(options.nav ? { nav: { icon: options.nav, entry: options.sameEntryAs ?? id } } : {}),
  ...(options.preloadsData ? { preloadsData: true } : {}),
});

export const ROUTES = [
  // Public
  route('login', '/login', 'public', { isBuilt: true }),
  route('logout', '/logout', 'public', { isBuilt: true }),
  route('acceptInvite', '/accept-invite', 'public', { isBuilt: true }),
  route('forgotPassword', '/forgot-password', 'public', { isBuilt: true }),
  route('resetPassword', '/reset-password', 'public', { isBuilt: true }),
  // The spec keeps this constant without showing a route for it.
  route('acceptNewRole', '/accept-new-role', 'public'),
  route('sharepointTest', '/sharepoint-test', 'public'),
  route('notFound', '/not-found', 'public', { isBuilt: true }),
  route('dcPreview', '/dc-preview/:dcId', 'public', { isBuilt: true, preloadsData: true }),
  route('clientSession', '/client-session/:encryptedId', 'public', {
    isBuilt: true,
    preloadsData: true,
  }),
  route('progressPreview', '/progress-preview/:dcId', 'public', {
    isBuilt: true,
    preloadsData: true,
  }),
  route('game', '/game/:gameId', 'public'),
  route('viewProtocolPlan', '/view-protocol-plan/:protocolId', 'public', {
    isBuilt: true,
    preloadsData: true,
  }),
  route('playLesson', '/play-lesson/:lessonId', 'public', { isBuilt: true }),
  route('parentDashboardDemo', '/parent-dashboard-demo/:childId', 'public', { isBuilt: true }),
  route('appointment', '/appointment', 'public', { isBuilt: true }),
  // The family's cancel-or-move page, opened from the confirmation e-mail (decision 043).
  route('appointmentManage', '/appointment/manage/:token', 'public', {
    isBuilt: true,
    preloadsData: true,
  }),

  // Root
  route('dashboard', '/dashboard', [root], { isBuilt: true, nav: 'dashboard' }),
  route('manageAssets', '/manage-assets', [root], { isBuilt: true, nav: 'assets' }),

  // Manager
  route('users', '/users', [manager], { isBuilt: true, nav: 'users' }),
  route('lessonsStats', '/lessons-stats', [manager], { isBuilt: true, nav: 'stats' }),
  // Trial-lesson booking (decision 037): the manager's rules, each staff member's own hours.
  route('bookingSettings', '/booking-settings', [manager], { isBuilt: true, nav: 'booking' }),
  route('adminTasks', '/admin-tasks', [manager], { isBuilt: true, nav: 'tasks' }),

  // Root and manager: the spec has these screens without naming their routes (decision 008).
  route('projects', '/projects', [root, manager], { isBuilt: true, nav: 'projects' }),
  route('auditLog', '/audit-log', [root, manager], { isBuilt: true, nav: 'audit' }),
  // Spec 2 lists the act generator without its routes; spec 6 makes it an admin function
  // (decision 039).
  route('acts', '/acts', [root, manager], { isBuilt: true, nav: 'acts' }),
  route('createAct', '/create-act', [root, manager], { isBuilt: true }),
  route('merchandiseOrders', '/merchandise-orders', [manager], {
    isBuilt: true,
    nav: 'merchandise',
  }),

  // Author
  route('exercises', '/exercises', [author], { isBuilt: true, nav: 'exercises' }),
  route('publicExercises', '/public-exercises', [author], { isBuilt: true, nav: 'public' }),
  route('createExerciseAuthor', '/create-exercise-author', [author], {
    isBuilt: true,
    nav: 'create',
  }),
  route('editExercise', '/edit-exercise/:exerciseId', [author], { isBuilt: true }),
  route('sharedExercise', '/shared-exercise/:exerciseId', [author, moderator], { isBuilt: true }),

  // Moderator
  route('categories', '/categories', [moderator], { isBuilt: true, nav: 'categories' }),
  route('createExerciseModerator', '/create-exercise-moderator', [moderator], {
    isBuilt: true,
    nav: 'create',
    sameEntryAs: 'createExerciseAuthor',
  }),
  route('moderatorList', '/moderator-list', [moderator], { isBuilt: true, nav: 'moderation' }),
  route('moderateExercise', '/moderate-exercise/:exerciseId', [moderator], { isBuilt: true }),
  route('autoModeration', '/auto-moderation', [moderator], { isBuilt: true, nav: 'auto' }),
  route('reports', '/reports', [moderator], { isBuilt: true, nav: 'reports' }),
  route('reportsTickets', '/reports-tickets', [moderator], { isBuilt: true, nav: 'tickets' }),
  route('manageReport', '/manage-report/:ticketId', [moderator], { isBuilt: true }),
  route('protocolsTemplates', '/protocols-templates', [moderator], {
    isBuilt: true,
    nav: 'templates',
  }),
  route('createTemplate', '/create-template', [moderator], { isBuilt: true }),
  route('courseTemplates', '/course-templates', [moderator], { nav: 'courses' }),
  route('createCourseTemplate', '/create-course-template', [moderator]),
  route('editCourseTemplate', '/edit-course-template/:templateId', [moderator]),
  route('histories', '/histories', [moderator], { nav: 'histories' }),
  route('createHistory', '/create-history', [moderator]),
  route('editHistory', '/edit-history/:historyId', [moderator]),
  route('diagnosticCards', '/diagnostic-cards', [moderator], { isBuilt: true, nav: 'cards' }),
  route('createDiagnosticCard', '/create-diagnostic-card', [moderator], { isBuilt: true }),
  route('editDiagnosticCard', '/edit-diagnostic-card/:cardId', [moderator], { isBuilt: true }),
  route('previewDiagnosticCard', '/preview-diagnostic-card/:cardId', [moderator], {
    isBuilt: true,
  }),
  // Spec 2 names these screens without their routes (decision 033).
  route('recommendedPrograms', '/recommended-programs', [moderator], {
    isBuilt: true,
    nav: 'programs',
  }),
  route('createRecommendedProgram', '/create-recommended-program', [moderator], { isBuilt: true }),
  route('editRecommendedProgram', '/edit-recommended-program/:programId', [moderator], {
    isBuilt: true,
  }),
  route('exerciseComplexes', '/exercise-complexes', [moderator], {
    isBuilt: true,
    nav: 'complexes',
  }),
  route('createExerciseComplex', '/create-exercise-complex', [moderator], { isBuilt: true }),
  route('editExerciseComplex', '/edit-exercise-complex/:complexId', [moderator], {
    isBuilt: true,
  }),
  route('autoGeneration', '/auto-generation', [moderator], { isBuilt: true, nav: 'generation' }),
  route('generatedList', '/generated-list/:themeId', [moderator], { isBuilt: true }),
  route('themes', '/themes', [moderator], { isBuilt: true, nav: 'themes' }),
  route('themeAssets', '/theme-assets/:themeId', [moderator], { isBuilt: true }),
  route('editTemplate', '/edit-template/:templateId', [moderator, teacher], { isBuilt: true }),

  // Teacher (diagnosticians share the diagnostic screens: decision 003)
  route('clients', '/clients', [teacher], { isBuilt: true, nav: 'clients' }),
  route('editClient', '/edit-client/:clientId', [teacher], { isBuilt: true }),
  route('diagnosticianClients', '/diagnostician-clients', [teacher, diagnostician], {
    isBuilt: true,
    nav: 'cards',
  }),
  route(
    'manageDiagnosticianClients',
    '/manage-diagnostician-clients/:clientId',
    [teacher, diagnostician],
    { isBuilt: true },
  ),
  route('manageClientDc', '/manage-client-dc/:cardId', [teacher, diagnostician], {
    isBuilt: true,
  }),
  route('viewCategories', '/view-categories', [teacher], {
    isBuilt: true,
    nav: 'categories',
    sameEntryAs: 'categories',
  }),
  route('protocolsTemplatesTeacher', '/protocols-templates-teacher', [teacher], {
    isBuilt: true,
    nav: 'templates',
    sameEntryAs: 'protocolsTemplates',
  }),
  route('viewTemplate', '/view-template/:templateId', [teacher], { isBuilt: true }),
  route('lessonsList', '/lessons-list', [teacher], { isBuilt: true, nav: 'lessons' }),
  route('editLesson', '/edit-lesson/:lessonId', [teacher], { isBuilt: true }),
  route('createProtocol', '/create-protocol', [teacher], { isBuilt: true, nav: 'protocol' }),
  route('editProtocol', '/edit-protocol/:protocolId', [teacher], { isBuilt: true }),
  route('correctionPath', '/correction-path/:clientId', [teacher], { isBuilt: true }),
  route('bookingHours', '/booking-hours', [teacher, diagnostician], {
    isBuilt: true,
    nav: 'booking',
  }),
  // The booked trial lessons, day and week (decision 044): staff their own, managers everyone's.
  route('bookingCalendar', '/booking-calendar', [manager, teacher, diagnostician], {
    isBuilt: true,
    nav: 'calendar',
  }),

  // Everyone who files complaint tickets follows them here (decisions 040, 042).
  route('myTickets', '/my-tickets', [manager, moderator, author, teacher], {
    isBuilt: true,
    nav: 'myTickets',
  }),
  route('myTicket', '/my-tickets/:ticketId', [manager, moderator, author, teacher], {
    isBuilt: true,
  }),

  // Every role
  route('profile', '/profile', 'authenticated', { isBuilt: true, nav: 'profile' }),
] as const satisfies readonly AppRoute[];

export type RouteId = (typeof ROUTES)[number]['id'];

const ROUTE_BY_ID = new Map<string, AppRoute>(ROUTES.map((r) => [r.id, r]));

export function getRoute(id: RouteId): AppRoute {
  return ROUTE_BY_ID.get(id) as AppRoute;
}

/** Fills `:param` segments of a route path. */
export function buildPath(id: RouteId, params: Record<string, string | number> = {}): string {
  return getRoute(id).path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter ${name} for ${id}`);
    return encodeURIComponent(String(value));
  });
}

/** Index route of each role, as the spec names it. */
export const ROLE_INDEX_ROUTE: Record<RoleId, RouteId> = {
  [root]: 'dashboard',
  [manager]: 'users',
  [moderator]: 'categories',
  [author]: 'exercises',
  [teacher]: 'clients',
  [diagnostician]: 'diagnosticianClients',
};

export function canAccessRoute(route: AppRoute, roles: readonly RoleId[]): boolean {
  if (route.access === 'public') return true;
  if (route.access === 'authenticated') return roles.length > 0;
  const allowed = route.access;
  return roles.some((r) => allowed.includes(r));
}

/** Built routes the router registers. */
export function listBuiltRoutes(): AppRoute[] {
  return ROUTES.filter((r) => r.isBuilt);
}

/** Side navigation entries for the roles held in the selected workspace, in table order. */
export type NavRoute = AppRoute & { nav: { icon: NavIcon; entry: string } };

export function listNavRoutes(roles: readonly RoleId[]): NavRoute[] {
  const seen = new Set<string>();
  return (ROUTES as readonly AppRoute[]).filter((r): r is NavRoute => {
    if (!r.isBuilt || !r.nav || !canAccessRoute(r, roles)) return false;
    // Two roles may each reach one feature (by one path or by their own screens): list it once.
    if (seen.has(r.path) || seen.has(r.nav.entry)) return false;
    seen.add(r.path);
    seen.add(r.nav.entry);
    return true;
  });
}

/**
 * Where `/` leads: the index route of the effective role when its screen is built, else the
 * first navigation entry the user has (decision 004); null when nothing is open to them.
 */
export function resolveIndexPath(
  effectiveRole: RoleId | null,
  roles: readonly RoleId[],
): string | null {
  if (effectiveRole === null) return null;
  const index = getRoute(ROLE_INDEX_ROUTE[effectiveRole]);
  if (index.isBuilt && canAccessRoute(index, roles)) return index.path;
  return listNavRoutes(roles)[0]?.path ?? null;
}
