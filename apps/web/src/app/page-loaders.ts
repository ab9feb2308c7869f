import type { ComponentType } from 'react';

/**
 * A screen's chunk and the translation namespaces it draws with (its feature's, named after the
 * feature folder; `common` and `errors` are always there). The router fetches both side by side,
 * so the texts do not wait for the code to ask for them (decision 027).
 */
type PageLoader = { namespaces: string[]; load: () => Promise<ComponentType> };

/**
 * The screen of every built route (contracts `isBuilt`), each in its own chunk. A route marked
 * built without an entry here fails with the route error view and the router test.
 */
export const PAGE_LOADERS: Record<string, PageLoader> = {
  login: {
    namespaces: ['auth'],
    load: () => import('../features/auth/pages/login-page.tsx').then((module) => module.LoginPage),
  },
  logout: {
    namespaces: ['auth'],
    load: () =>
      import('../features/auth/pages/logout-page.tsx').then((module) => module.LogoutPage),
  },
  acceptInvite: {
    namespaces: ['invitations'],
    load: () =>
      import('../features/invitations/pages/accept-invite-page.tsx').then(
        (module) => module.AcceptInvitePage,
      ),
  },
  forgotPassword: {
    namespaces: ['auth'],
    load: () =>
      import('../features/auth/pages/forgot-password-page.tsx').then(
        (module) => module.ForgotPasswordPage,
      ),
  },
  resetPassword: {
    namespaces: ['auth'],
    load: () =>
      import('../features/auth/pages/reset-password-page.tsx').then(
        (module) => module.ResetPasswordPage,
      ),
  },
  notFound: {
    namespaces: [],
    load: () => import('./pages/not-found-page.tsx').then((module) => module.NotFoundPage),
  },
  playLesson: {
    namespaces: ['player', 'tickets'],
    load: () => import('./pages/play-lesson-route.tsx').then((module) => module.PlayLessonRoute),
  },
  clientSession: {
    namespaces: ['lesson-stats'],
    load: () =>
      import('../features/lesson-stats/pages/client-session-page.tsx').then(
        (module) => module.ClientSessionPage,
      ),
  },
  dashboard: {
    namespaces: ['dashboard'],
    load: () =>
      import('../features/dashboard/pages/dashboard-page.tsx').then(
        (module) => module.DashboardPage,
      ),
  },
  appointment: {
    namespaces: ['booking'],
    load: () =>
      import('../features/booking/pages/appointment-page.tsx').then(
        (module) => module.AppointmentPage,
      ),
  },
  appointmentManage: {
    namespaces: ['booking'],
    load: () =>
      import('../features/booking/pages/appointment-manage-page.tsx').then(
        (module) => module.AppointmentManagePage,
      ),
  },
  bookingHours: {
    namespaces: ['booking'],
    load: () =>
      import('../features/booking/pages/booking-hours-page.tsx').then(
        (module) => module.BookingHoursPage,
      ),
  },
  adminTasks: {
    namespaces: ['booking'],
    load: () =>
      import('../features/booking/pages/admin-tasks-page.tsx').then(
        (module) => module.AdminTasksPage,
      ),
  },
  bookingCalendar: {
    namespaces: ['booking'],
    load: () =>
      import('../features/booking/pages/booking-calendar-page.tsx').then(
        (module) => module.BookingCalendarPage,
      ),
  },
  bookingSettings: {
    namespaces: ['booking'],
    load: () =>
      import('../features/booking/pages/booking-settings-page.tsx').then(
        (module) => module.BookingSettingsPage,
      ),
  },
  lessonsStats: {
    namespaces: ['lesson-stats'],
    load: () =>
      import('../features/lesson-stats/pages/lessons-stats-page.tsx').then(
        (module) => module.LessonsStatsPage,
      ),
  },
  profile: {
    namespaces: ['profile'],
    load: () =>
      import('../features/profile/pages/profile-page.tsx').then((module) => module.ProfilePage),
  },
  users: {
    namespaces: ['users'],
    load: () => import('../features/users/pages/users-page.tsx').then((module) => module.UsersPage),
  },
  projects: {
    namespaces: ['projects', 'users'],
    load: () => import('./pages/projects-route.tsx').then((module) => module.ProjectsRoute),
  },
  auditLog: {
    namespaces: ['audit'],
    load: () =>
      import('../features/audit/pages/audit-log-page.tsx').then((module) => module.AuditLogPage),
  },
  merchandiseOrders: {
    namespaces: ['merchandise'],
    load: () =>
      import('../features/merchandise/pages/merchandise-orders-page.tsx').then(
        (module) => module.MerchandiseOrdersPage,
      ),
  },
  categories: {
    namespaces: ['categories'],
    load: () =>
      import('../features/categories/pages/categories-page.tsx').then(
        (module) => module.CategoriesPage,
      ),
  },
  viewCategories: {
    namespaces: ['categories'],
    load: () =>
      import('../features/categories/pages/view-categories-page.tsx').then(
        (module) => module.ViewCategoriesPage,
      ),
  },
  createExerciseAuthor: {
    namespaces: ['exercise-editor'],
    load: () =>
      import('../features/exercise-editor/pages/create-exercise-page.tsx').then(
        (module) => module.CreateExerciseAuthorPage,
      ),
  },
  createExerciseModerator: {
    namespaces: ['exercise-editor'],
    load: () =>
      import('../features/exercise-editor/pages/create-exercise-page.tsx').then(
        (module) => module.CreateExerciseModeratorPage,
      ),
  },
  editExercise: {
    namespaces: ['exercise-editor'],
    load: () =>
      import('../features/exercise-editor/pages/edit-exercise-page.tsx').then(
        (module) => module.EditExercisePage,
      ),
  },
  sharedExercise: {
    namespaces: ['exercise-editor', 'exercises', 'tickets'],
    load: () =>
      import('./pages/shared-exercise-route.tsx').then((module) => module.SharedExerciseRoute),
  },
  moderateExercise: {
    namespaces: ['exercise-editor'],
    load: () =>
      import('../features/exercise-editor/pages/moderate-exercise-page.tsx').then(
        (module) => module.ModerateExercisePage,
      ),
  },
  autoModeration: {
    namespaces: ['exercise-editor'],
    load: () =>
      import('../features/exercise-editor/pages/auto-moderation-page.tsx').then(
        (module) => module.AutoModerationPage,
      ),
  },
  exercises: {
    namespaces: ['exercises'],
    load: () =>
      import('../features/exercises/pages/exercises-page.tsx').then(
        (module) => module.ExercisesPage,
      ),
  },
  publicExercises: {
    namespaces: ['exercises'],
    load: () =>
      import('../features/exercises/pages/public-exercises-page.tsx').then(
        (module) => module.PublicExercisesPage,
      ),
  },
  moderatorList: {
    namespaces: ['exercises'],
    load: () =>
      import('../features/exercises/pages/moderator-list-page.tsx').then(
        (module) => module.ModeratorListPage,
      ),
  },
  autoGeneration: {
    namespaces: ['generation'],
    load: () =>
      import('../features/generation/pages/auto-generation-page.tsx').then(
        (module) => module.AutoGenerationPage,
      ),
  },
  generatedList: {
    namespaces: ['generation', 'exercise-editor'],
    load: () =>
      import('./pages/generated-list-route.tsx').then((module) => module.GeneratedListRoute),
  },
  manageAssets: {
    namespaces: ['assets'],
    load: () =>
      import('../features/assets/pages/manage-assets-page.tsx').then(
        (module) => module.ManageAssetsPage,
      ),
  },
  themes: {
    namespaces: ['themes'],
    load: () =>
      import('../features/themes/pages/themes-page.tsx').then((module) => module.ThemesPage),
  },
  createProtocol: {
    namespaces: ['protocols'],
    load: () =>
      import('../features/protocols/pages/protocols-page.tsx').then(
        (module) => module.ProtocolsPage,
      ),
  },
  editProtocol: {
    namespaces: ['protocols'],
    load: () =>
      import('../features/protocols/pages/protocol-page.tsx').then((module) => module.ProtocolPage),
  },
  dcPreview: {
    namespaces: ['family-diagnostics', 'qualifications'],
    load: () =>
      import('../features/family-diagnostics/pages/family-card-page.tsx').then(
        (module) => module.FamilyCardPage,
      ),
  },
  progressPreview: {
    namespaces: ['family-diagnostics'],
    load: () =>
      import('../features/family-diagnostics/pages/family-progress-page.tsx').then(
        (module) => module.FamilyProgressPage,
      ),
  },
  parentDashboardDemo: {
    namespaces: ['family-diagnostics'],
    load: () =>
      import('../features/family-diagnostics/pages/parent-dashboard-demo-page.tsx').then(
        (module) => module.ParentDashboardDemoPage,
      ),
  },
  viewProtocolPlan: {
    namespaces: ['protocols', 'lessons', 'referrals', 'merchandise'],
    load: () => import('./pages/parent-plan-route.tsx').then((module) => module.ParentPlanRoute),
  },
  clients: {
    namespaces: ['students', 'qualifications'],
    load: () =>
      import('../features/students/pages/clients-page.tsx').then((module) => module.ClientsPage),
  },
  editClient: {
    namespaces: ['students', 'qualifications', 'referrals'],
    load: () => import('./pages/edit-client-route.tsx').then((module) => module.EditClientRoute),
  },
  correctionPath: {
    namespaces: ['students'],
    load: () =>
      import('../features/students/pages/correction-path-page.tsx').then(
        (module) => module.CorrectionPathPage,
      ),
  },
  themeAssets: {
    namespaces: ['assets'],
    load: () =>
      import('../features/assets/pages/theme-assets-page.tsx').then(
        (module) => module.ThemeAssetsPage,
      ),
  },
  lessonsList: {
    namespaces: ['lessons'],
    load: () =>
      import('../features/lessons/pages/lessons-list-page.tsx').then(
        (module) => module.LessonsListPage,
      ),
  },
  editLesson: {
    namespaces: ['lessons', 'tickets'],
    load: () => import('./pages/edit-lesson-route.tsx').then((module) => module.EditLessonRoute),
  },
  diagnosticCards: {
    namespaces: ['diagnostics'],
    load: () =>
      import('../features/diagnostics/pages/diagnostic-cards-page.tsx').then(
        (module) => module.DiagnosticCardsPage,
      ),
  },
  createDiagnosticCard: {
    namespaces: ['diagnostics'],
    load: () =>
      import('../features/diagnostics/pages/diagnostic-template-pages.tsx').then(
        (module) => module.CreateDiagnosticCardPage,
      ),
  },
  editDiagnosticCard: {
    namespaces: ['diagnostics'],
    load: () =>
      import('../features/diagnostics/pages/diagnostic-template-pages.tsx').then(
        (module) => module.EditDiagnosticCardPage,
      ),
  },
  diagnosticianClients: {
    namespaces: ['diagnostics'],
    load: () =>
      import('../features/diagnostics/pages/diagnostician-clients-page.tsx').then(
        (module) => module.DiagnosticianClientsPage,
      ),
  },
  manageDiagnosticianClients: {
    namespaces: ['diagnostics'],
    load: () =>
      import('../features/diagnostics/pages/manage-diagnostician-client-page.tsx').then(
        (module) => module.ManageDiagnosticianClientPage,
      ),
  },
  manageClientDc: {
    namespaces: ['diagnostics', 'qualifications', 'family-diagnostics'],
    load: () =>
      import('../features/diagnostics/pages/manage-client-dc-page.tsx').then(
        (module) => module.ManageClientDcPage,
      ),
  },
  previewDiagnosticCard: {
    namespaces: ['diagnostics'],
    load: () =>
      import('../features/diagnostics/pages/preview-diagnostic-card-page.tsx').then(
        (module) => module.PreviewDiagnosticCardPage,
      ),
  },
  protocolsTemplates: {
    namespaces: ['templates'],
    load: () =>
      import('../features/templates/pages/templates-page.tsx').then(
        (module) => module.ModeratorTemplatesPage,
      ),
  },
  protocolsTemplatesTeacher: {
    namespaces: ['templates'],
    load: () =>
      import('../features/templates/pages/templates-page.tsx').then(
        (module) => module.TeacherTemplatesPage,
      ),
  },
  createTemplate: {
    namespaces: ['templates'],
    load: () =>
      import('../features/templates/pages/template-pages.tsx').then(
        (module) => module.CreateTemplatePage,
      ),
  },
  editTemplate: {
    namespaces: ['templates'],
    load: () =>
      import('../features/templates/pages/template-pages.tsx').then(
        (module) => module.EditTemplatePage,
      ),
  },
  viewTemplate: {
    namespaces: ['templates'],
    load: () =>
      import('../features/templates/pages/template-pages.tsx').then(
        (module) => module.ViewTemplatePage,
      ),
  },
  acts: {
    namespaces: ['acts'],
    load: () => import('../features/acts/pages/act-pages.ts').then((module) => module.ActsPage),
  },
  createAct: {
    namespaces: ['acts'],
    load: () =>
      import('../features/acts/pages/act-pages.ts').then((module) => module.CreateActPage),
  },
  reports: {
    namespaces: ['reports'],
    load: () =>
      import('../features/reports/pages/reports-page.tsx').then((module) => module.ReportsPage),
  },
  recommendedPrograms: {
    namespaces: ['programs'],
    load: () =>
      import('../features/programs/pages/program-pages.ts').then(
        (module) => module.RecommendedProgramsPage,
      ),
  },
  createRecommendedProgram: {
    namespaces: ['programs'],
    load: () =>
      import('../features/programs/pages/program-pages.ts').then(
        (module) => module.CreateRecommendedProgramPage,
      ),
  },
  editRecommendedProgram: {
    namespaces: ['programs'],
    load: () =>
      import('../features/programs/pages/program-pages.ts').then(
        (module) => module.EditRecommendedProgramPage,
      ),
  },
  exerciseComplexes: {
    namespaces: ['programs'],
    load: () =>
      import('../features/programs/pages/program-pages.ts').then(
        (module) => module.ExerciseComplexesPage,
      ),
  },
  createExerciseComplex: {
    namespaces: ['programs'],
    load: () =>
      import('../features/programs/pages/program-pages.ts').then(
        (module) => module.CreateExerciseComplexPage,
      ),
  },
  editExerciseComplex: {
    namespaces: ['programs'],
    load: () =>
      import('../features/programs/pages/program-pages.ts').then(
        (module) => module.EditExerciseComplexPage,
      ),
  },
  reportsTickets: {
    namespaces: ['tickets'],
    load: () =>
      import('../features/tickets/pages/tickets-page.tsx').then((module) => module.TicketsPage),
  },
  manageReport: {
    namespaces: ['tickets', 'exercise-editor'],
    load: () =>
      import('./pages/manage-ticket-route.tsx').then((module) => module.ManageTicketRoute),
  },
  myTickets: {
    namespaces: ['tickets'],
    load: () =>
      import('../features/tickets/pages/my-tickets-page.tsx').then(
        (module) => module.MyTicketsPage,
      ),
  },
  myTicket: {
    namespaces: ['tickets'],
    load: () =>
      import('../features/tickets/pages/my-tickets-page.tsx').then((module) => module.MyTicketPage),
  },
};
