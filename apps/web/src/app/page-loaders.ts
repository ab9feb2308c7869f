import type { ComponentType } from 'react';

/**
 * The screen of every built route (contracts `isBuilt`), each in its own chunk. A route marked
 * built without an entry here fails with the route error view and the router test.
 */
export const PAGE_LOADERS: Record<string, () => Promise<ComponentType>> = {
  login: () => import('../features/auth/pages/login-page.tsx').then((module) => module.LoginPage),
  logout: () =>
    import('../features/auth/pages/logout-page.tsx').then((module) => module.LogoutPage),
  acceptInvite: () =>
    import('../features/invitations/pages/accept-invite-page.tsx').then(
      (module) => module.AcceptInvitePage,
    ),
  forgotPassword: () =>
    import('../features/auth/pages/forgot-password-page.tsx').then(
      (module) => module.ForgotPasswordPage,
    ),
  resetPassword: () =>
    import('../features/auth/pages/reset-password-page.tsx').then(
      (module) => module.ResetPasswordPage,
    ),
  notFound: () => import('./pages/not-found-page.tsx').then((module) => module.NotFoundPage),
  playLesson: () =>
    import('../features/player/pages/play-lesson-page.tsx').then((module) => module.PlayLessonPage),
  clientSession: () =>
    import('../features/lesson-stats/pages/client-session-page.tsx').then(
      (module) => module.ClientSessionPage,
    ),
  dashboard: () =>
    import('../features/dashboard/pages/dashboard-page.tsx').then((module) => module.DashboardPage),
  lessonsStats: () =>
    import('../features/lesson-stats/pages/lessons-stats-page.tsx').then(
      (module) => module.LessonsStatsPage,
    ),
  profile: () =>
    import('../features/profile/pages/profile-page.tsx').then((module) => module.ProfilePage),
  users: () => import('../features/users/pages/users-page.tsx').then((module) => module.UsersPage),
  projects: () =>
    import('../features/projects/pages/projects-page.tsx').then((module) => module.ProjectsPage),
  auditLog: () =>
    import('../features/audit/pages/audit-log-page.tsx').then((module) => module.AuditLogPage),
  categories: () =>
    import('../features/categories/pages/categories-page.tsx').then(
      (module) => module.CategoriesPage,
    ),
  viewCategories: () =>
    import('../features/categories/pages/view-categories-page.tsx').then(
      (module) => module.ViewCategoriesPage,
    ),
  createExerciseAuthor: () =>
    import('../features/exercise-editor/pages/create-exercise-page.tsx').then(
      (module) => module.CreateExerciseAuthorPage,
    ),
  createExerciseModerator: () =>
    import('../features/exercise-editor/pages/create-exercise-page.tsx').then(
      (module) => module.CreateExerciseModeratorPage,
    ),
  editExercise: () =>
    import('../features/exercise-editor/pages/edit-exercise-page.tsx').then(
      (module) => module.EditExercisePage,
    ),
  sharedExercise: () =>
    import('./pages/shared-exercise-route.tsx').then((module) => module.SharedExerciseRoute),
  moderateExercise: () =>
    import('../features/exercise-editor/pages/moderate-exercise-page.tsx').then(
      (module) => module.ModerateExercisePage,
    ),
  autoModeration: () =>
    import('../features/exercise-editor/pages/auto-moderation-page.tsx').then(
      (module) => module.AutoModerationPage,
    ),
  exercises: () =>
    import('../features/exercises/pages/exercises-page.tsx').then((module) => module.ExercisesPage),
  publicExercises: () =>
    import('../features/exercises/pages/public-exercises-page.tsx').then(
      (module) => module.PublicExercisesPage,
    ),
  moderatorList: () =>
    import('../features/exercises/pages/moderator-list-page.tsx').then(
      (module) => module.ModeratorListPage,
    ),
  autoGeneration: () =>
    import('../features/generation/pages/auto-generation-page.tsx').then(
      (module) => module.AutoGenerationPage,
    ),
  generatedList: () =>
    import('./pages/generated-list-route.tsx').then((module) => module.GeneratedListRoute),
  manageAssets: () =>
    import('../features/assets/pages/manage-assets-page.tsx').then(
      (module) => module.ManageAssetsPage,
    ),
  themes: () =>
    import('../features/themes/pages/themes-page.tsx').then((module) => module.ThemesPage),
  createProtocol: () =>
    import('../features/protocols/pages/protocols-page.tsx').then((module) => module.ProtocolsPage),
  editProtocol: () =>
    import('../features/protocols/pages/protocol-page.tsx').then((module) => module.ProtocolPage),
  viewProtocolPlan: () =>
    import('../features/protocols/pages/parent-plan-page.tsx').then(
      (module) => module.ParentPlanPage,
    ),
  clients: () =>
    import('../features/students/pages/clients-page.tsx').then((module) => module.ClientsPage),
  editClient: () =>
    import('../features/students/pages/edit-client-page.tsx').then(
      (module) => module.EditClientPage,
    ),
  correctionPath: () =>
    import('../features/students/pages/correction-path-page.tsx').then(
      (module) => module.CorrectionPathPage,
    ),
  themeAssets: () =>
    import('../features/assets/pages/theme-assets-page.tsx').then(
      (module) => module.ThemeAssetsPage,
    ),
  lessonsList: () =>
    import('../features/lessons/pages/lessons-list-page.tsx').then(
      (module) => module.LessonsListPage,
    ),
  editLesson: () =>
    import('../features/lessons/pages/edit-lesson-page.tsx').then(
      (module) => module.EditLessonPage,
    ),
  protocolsTemplates: () =>
    import('../features/templates/pages/templates-page.tsx').then(
      (module) => module.ModeratorTemplatesPage,
    ),
  protocolsTemplatesTeacher: () =>
    import('../features/templates/pages/templates-page.tsx').then(
      (module) => module.TeacherTemplatesPage,
    ),
  createTemplate: () =>
    import('../features/templates/pages/template-pages.tsx').then(
      (module) => module.CreateTemplatePage,
    ),
  editTemplate: () =>
    import('../features/templates/pages/template-pages.tsx').then(
      (module) => module.EditTemplatePage,
    ),
  viewTemplate: () =>
    import('../features/templates/pages/template-pages.tsx').then(
      (module) => module.ViewTemplatePage,
    ),
};
