import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { isDatabaseUnavailable } from './lib/database-unavailable.ts';
import { createFileStore, type FileStore } from './lib/files.ts';
import { createJobQueue, type JobQueue } from './lib/jobs.ts';
import { createLinks, type Links, loadLinkSecret } from './lib/links.ts';
import { describeError, redactUrl } from './lib/log-safety.ts';
import { createMailer, type Mailer } from './lib/mail.ts';
import type { ThemeArt } from './lib/pptx/theme-deck.ts';
import { createThemeWorkerPool } from './lib/pptx/theme-worker-pool.ts';
import { createReadCaches, type ReadCaches } from './lib/read-caches.ts';
import { createThrottle, type Throttle } from './lib/throttle.ts';
import { actsRoutes } from './modules/acts/acts.routes.ts';
import { createActsService } from './modules/acts/acts.service.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { bookingRoutes } from './modules/booking/booking.routes.ts';
import { createBookingService } from './modules/booking/booking.service.ts';
import { bookingCalendarRoutes } from './modules/booking-calendar/booking-calendar.routes.ts';
import { createBookingCalendarService } from './modules/booking-calendar/booking-calendar.service.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { createCategoriesService } from './modules/categories/categories.service.ts';
import { clientsRoutes } from './modules/clients/clients.routes.ts';
import { createClientsService } from './modules/clients/clients.service.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { diagnosticCardTemplatesRoutes } from './modules/diagnostic-card-templates/diagnostic-card-templates.routes.ts';
import { createDiagnosticCardTemplatesService } from './modules/diagnostic-card-templates/diagnostic-card-templates.service.ts';
import { diagnosticCardPdfRoutes } from './modules/diagnostic-cards/diagnostic-card-pdf.routes.ts';
import { diagnosticCardsRoutes } from './modules/diagnostic-cards/diagnostic-cards.routes.ts';
import { createDiagnosticCardsService } from './modules/diagnostic-cards/diagnostic-cards.service.ts';
import { diagnosticLinksRoutes } from './modules/diagnostic-links/diagnostic-links.routes.ts';
import { createDiagnosticLinksService } from './modules/diagnostic-links/diagnostic-links.service.ts';
import { createAutoModerationService } from './modules/exercises/auto-moderation.service.ts';
import { createDeckReread, type DeckReread } from './modules/exercises/deck-reread.ts';
import { exercisesRoutes } from './modules/exercises/exercises.routes.ts';
import { createExercisesService } from './modules/exercises/exercises.service.ts';
import { libraryRoutes } from './modules/exercises/library.routes.ts';
import { createLibraryService } from './modules/exercises/library.service.ts';
import {
  createSlideRendering,
  type SlideRendering,
} from './modules/exercises/render-slides.job.ts';
import { createRequestsService } from './modules/exercises/requests.service.ts';
import { createStatsService } from './modules/exercises/stats.service.ts';
import { tagsRoutes } from './modules/exercises/tags.routes.ts';
import { createTagsService } from './modules/exercises/tags.service.ts';
import { createUploadsService } from './modules/exercises/uploads.service.ts';
import { createFileLinksFromSecret, type FileLinks } from './modules/files/file-links.ts';
import { createFileSweep, type FileSweep } from './modules/files/file-sweep.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { createFilesService } from './modules/files/files.service.ts';
import { generationRoutes } from './modules/generation/generation.routes.ts';
import { createGenerationService } from './modules/generation/generation.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { invitationsRoutes } from './modules/invitations/invitations.routes.ts';
import { createInvitationsService } from './modules/invitations/invitations.service.ts';
import { createLessonFollow, type LessonFollow } from './modules/lessons/lesson-follow.ts';
import { createLessonPresence, type LessonPresenceHub } from './modules/lessons/lesson-presence.ts';
import { createLessonStatsService } from './modules/lessons/lesson-stats.service.ts';
import { lessonsRoutes } from './modules/lessons/lessons.routes.ts';
import { createLessonsService } from './modules/lessons/lessons.service.ts';
import { createPlayerService } from './modules/lessons/player.service.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { createMembersService } from './modules/members/members.service.ts';
import { merchandiseRoutes } from './modules/merchandise/merchandise.routes.ts';
import { createMerchandiseService } from './modules/merchandise/merchandise.service.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes.ts';
import { createPasswordResetService } from './modules/password-reset/password-reset.service.ts';
import { programsRoutes } from './modules/programs/programs.routes.ts';
import { createProgramsService } from './modules/programs/programs.service.ts';
import { protocolsRoutes } from './modules/protocols/protocols.routes.ts';
import { createProtocolsService } from './modules/protocols/protocols.service.ts';
import { createTemplatesService } from './modules/protocols/templates.service.ts';
import { referralsRoutes } from './modules/referrals/referrals.routes.ts';
import { createReferralsService } from './modules/referrals/referrals.service.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { createSessionsService } from './modules/sessions/sessions.service.ts';
import { storageRoutes } from './modules/storage/storage.routes.ts';
import { createStorageService } from './modules/storage/storage.service.ts';
import { createAssetsService } from './modules/themes/assets.service.ts';
import { themesRoutes } from './modules/themes/themes.routes.ts';
import { createThemesService } from './modules/themes/themes.service.ts';
import { ticketsRoutes } from './modules/tickets/tickets.routes.ts';
import { createTicketsService } from './modules/tickets/tickets.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { workspacesRoutes } from './modules/workspaces/workspaces.routes.ts';
import {
  createWorkspacesService,
  workspaceExists,
} from './modules/workspaces/workspaces.service.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { answerUnroutableUrl, inputGuardPlugin } from './plugins/input-guard.ts';
import { languagePlugin } from './plugins/language.ts';
import { createLinkMisses, linkThrottlePlugin } from './plugins/link-throttle.ts';
import { maintenancePlugin } from './plugins/maintenance.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { responseCachePlugin } from './plugins/response-cache.ts';
import { securityPlugin } from './plugins/security.ts';
import { webAppPlugin } from './plugins/web-app.ts';

function createServices({
  db,
  files,
  config,
  mailer,
  jobs,
  slides,
  cache,
  throttle,
  fileLinks: links,
  shareLinks,
  generation,
  follow,
  presence,
  log,
}: {
  db: Database;
  files: FileStore;
  config: Config;
  mailer: Mailer;
  jobs: JobQueue;
  slides: SlideRendering;
  cache: ReadCaches;
  throttle: Throttle;
  fileLinks: FileLinks;
  shareLinks: Links;
  generation: ReturnType<typeof createGenerationService>;
  follow: LessonFollow;
  presence: LessonPresenceHub;
  log: {
    error: (details: object, message: string) => void;
    info: (details: object, message: string) => void;
    warn: (details: object, message: string) => void;
  };
}) {
  const sessions = createSessionsService({ db, config, cache });
  const clients = createClientsService({ db });
  const templates = createTemplatesService({ db });
  const users = createUsersService({ db, sessions, links });
  const members = createMembersService({ db, links });
  const workspaces = createWorkspacesService({ db, members });
  const notifications = createNotificationsService({
    db,
    mailer,
    jobs,
    publicUrl: config.publicUrl,
    log,
  });
  const diagnosticCards = createDiagnosticCardsService({ db, notifications });
  const protocols = createProtocolsService({
    db,
    mailer,
    shareLinks,
    publicUrl: config.publicUrl,
    clients,
    templates,
  });
  const referrals = createReferralsService({
    db,
    shareLinks,
    protocols,
    publicUrl: config.publicUrl,
  });
  return {
    audit: createAuditService({ db }),
    booking: createBookingService({
      db,
      clients,
      referrals,
      mailer,
      jobs,
      links: shareLinks,
      throttle,
      publicUrl: config.publicUrl,
      mailFrom: config.mail.from,
      log,
    }),
    bookingCalendar: createBookingCalendarService({ db }),
    categories: createCategoriesService({ db }),
    auth: createAuthService({ db, users, sessions, throttle }),
    dashboard: createDashboardService({ db }),
    health: createHealthService({ db }),
    invitations: createInvitationsService({
      db,
      config,
      mailer,
      users,
      members,
      workspaces,
      sessions,
    }),
    members,
    passwordReset: createPasswordResetService({
      db,
      publicUrl: config.publicUrl,
      mailer,
      users,
      throttle,
      log,
    }),
    exercises: createExercisesService({ db, links }),
    files: createFilesService({ db, files, links }),
    uploads: createUploadsService({
      db,
      files,
      links,
      renderer: slides.renderer,
      renderQueue: slides,
    }),
    requests: createRequestsService({ db }),
    autoModeration: createAutoModerationService({ db }),
    stats: createStatsService({ db }),
    tags: createTagsService({ db }),
    library: createLibraryService({ db, links }),
    themes: createThemesService({ db }),
    generation,
    assets: createAssetsService({ db, files, links }),
    storage: createStorageService({ db }),
    clients,
    templates,
    diagnosticCardTemplates: createDiagnosticCardTemplatesService({ db }),
    diagnosticCards,
    diagnosticLinks: createDiagnosticLinksService({
      db,
      shareLinks,
      publicUrl: config.publicUrl,
      cards: diagnosticCards,
    }),
    notifications,
    tickets: createTicketsService({
      db,
      files,
      links,
      notifications,
      makeVersions: generation.makeVersions,
    }),
    programs: createProgramsService({ db }),
    acts: createActsService({ db }),
    referrals,
    merchandise: createMerchandiseService({ db, protocols, fileLinks: links }),
    reports: createReportsService({ db }),
    protocols,
    lessons: createLessonsService({
      db,
      shareLinks,
      publicUrl: config.publicUrl,
      makeVersions: generation.makeVersions,
      links,
    }),
    player: createPlayerService({ db, follow, presence, links, shareLinks }),
    lessonStats: createLessonStatsService({ db }),
    users,
    workspaces,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    files: FileStore;
    fileLinks: FileLinks;
    fileSweep: FileSweep;
    services: ReturnType<typeof createServices>;
    lessonFollow: LessonFollow;
    lessonPresence: LessonPresenceHub;
    slides: SlideRendering;
    deckReread: DeckReread;
    workspaceExists: (id: number) => Promise<boolean>;
  }
}

/** Uploads never attached to a microblock are forgotten after this long. */
const UNATTACHED_UPLOAD_TTL_MS = 24 * 3_600_000;

/** Secrets that must never reach a log line. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.oldPassword',
  '*.token',
];

/** Builds the application without listening, so tests drive it through `inject`. */
export async function buildApp(options: {
  config: Config;
  db: Database;
  /** Sees every route as it is registered (the authorization and fuzzing harnesses use it). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go (standard output by default). */
  logStream?: { write: (line: string) => void };
}): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: {
        req: (request) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
          headers: {
            'user-agent': request.headers['user-agent'],
            lang: request.headers.lang,
            authorization: request.headers.authorization,
          },
        }),
        err: describeError,
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Ids in logs tie a request's lines together; clients may pass their own.
    requestIdHeader: 'x-request-id',
    frameworkErrors: answerUnroutableUrl,
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  const mailer = createMailer({
    ...config.mail,
    log: (message, details) => app.log.info(details, message),
  });
  app.addHook('onClose', async () => mailer.close());
  app.decorate('db', db);
  const files = createFileStore(config.filesDir);
  app.decorate('files', files);
  // One secret for every kind of link: share links without an account and signed file links.
  const linkSecret = await loadLinkSecret(config);
  const fileLinks = createFileLinksFromSecret(linkSecret);
  app.decorate('fileLinks', fileLinks);
  const fileSweep = createFileSweep({ db, files, log: app.log });
  app.decorate('fileSweep', fileSweep);
  app.addHook('onClose', async () => fileSweep.stop());
  const jobs = createJobQueue({
    pool: db.$client,
    onError: (error) => app.log.error({ err: error }, 'job queue error'),
  });
  const slides = createSlideRendering({ db, files, jobs, config: config.slides, log: app.log });
  app.decorate('slides', slides);
  const deckReread = createDeckReread({ db, files, renderQueue: slides, log: app.log });
  app.decorate('deckReread', deckReread);
  app.addHook('onClose', async () => deckReread.stop());
  const cache = createReadCaches(db, config, app.log);
  const throttle = createThrottle(db);
  // Theme threads start on the first themed deck, not with every process (most never make one).
  let themePool: ReturnType<typeof createThemeWorkerPool> | null = null;
  const renderTheme = (deck: Uint8Array, art: ThemeArt, seed: string) => {
    if (!themePool) themePool = createThemeWorkerPool();
    return themePool.run(deck, art, seed);
  };
  app.addHook('onClose', async () => themePool?.close());
  const follow = createLessonFollow(db, app.log);
  app.decorate('lessonFollow', follow);
  app.addHook('onClose', async () => follow.stop());
  const presence = createLessonPresence({ db, log: app.log, ...config.follow });
  app.decorate('lessonPresence', presence);
  app.addHook('onClose', async () => presence.stop());
  app.decorate(
    'services',
    createServices({
      db,
      files,
      config,
      mailer,
      jobs,
      slides,
      cache,
      throttle,
      fileLinks,
      shareLinks: createLinks(linkSecret),
      generation: createGenerationService({
        db,
        files,
        jobs,
        renderTheme,
        onDeckStored: (uploadId) => slides.enqueue(uploadId),
      }),
      follow,
      presence,
      log: app.log,
    }),
  );
  // Reset links asked for just before a shutdown still go out, before mail and database close.
  app.addHook('preClose', async () => app.services.passwordReset.whenIdle());
  if (config.workers) {
    app.addHook('onReady', async () => {
      await slides.startWorker();
      await app.services.generation.startWorker();
      await app.services.notifications.startWorker();
      await app.services.booking.startWorker();
      // Decks stored by an earlier reader are read again once, in the background.
      void deckReread
        .run()
        .catch((error: unknown) => app.log.warn({ err: error }, 'reading stored decks failed'));
      // Uploads never attached are forgotten first, so the file sweep removes their files too.
      // The first sweep runs in the background: a large store must not hold the start up.
      void fileSweep.start(() =>
        app.services.uploads.sweepUnattached(new Date(Date.now() - UNATTACHED_UPLOAD_TTL_MS)),
      );
    });
  }
  app.addHook('onClose', async () => {
    app.services.generation.stopWorker();
    app.services.notifications.stopWorker();
    app.services.booking.stopWorker();
    await jobs.stop();
  });
  if (config.readCache) {
    app.addHook('onReady', () => cache.feed.start());
    app.addHook('onClose', () => cache.feed.stop());
  }
  app.decorate('workspaceExists', (id: number) => workspaceExists(db, id));
  app.addHook('onReady', async () => {
    try {
      await app.services.protocols.prepareLinks();
    } catch (error) {
      // A process may start while the database is away: it answers 503 until the database is
      // back, and the links are checked at its next start.
      if (!isDatabaseUnavailable(error)) throw error;
      app.log.warn({ err: error }, 'share links not checked: database unavailable');
    }
  });

  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(maintenancePlugin, { enabled: config.maintenanceMode });
  await app.register(requestContextPlugin);
  const linkMisses = createLinkMisses(throttle);
  await app.register(linkThrottlePlugin, { linkMisses });
  await app.register(inputGuardPlugin);
  await app.register(responseCachePlugin, {
    responses: cache.responses,
    isUsable: cache.isUsable,
    clearAll: cache.clearAll,
  });
  await app.register(openapiPlugin);
  // Parts are read inside the handlers that accept files; everything else stays JSON.
  await app.register(multipart, { limits: { files: 1, fields: 5 } });

  await app.register(
    async (api) => {
      // API answers only: the web app's files are compressed at build time (web-app.ts).
      await api.register(compressionPlugin);
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(passwordResetRoutes);
      await api.register(usersRoutes);
      await api.register(filesRoutes);
      await api.register(storageRoutes);
      await api.register(dashboardRoutes);
      await api.register(workspacesRoutes);
      await api.register(membersRoutes);
      await api.register(invitationsRoutes);
      await api.register(auditRoutes);
      await api.register(notificationsRoutes);
      await api.register(ticketsRoutes);
      await api.register(bookingRoutes);
      await api.register(bookingCalendarRoutes);
      await api.register(categoriesRoutes);
      await api.register(exercisesRoutes);
      await api.register(tagsRoutes);
      await api.register(libraryRoutes);
      await api.register(themesRoutes);
      await api.register(generationRoutes);
      await api.register(clientsRoutes);
      await api.register(protocolsRoutes);
      await api.register(diagnosticCardTemplatesRoutes);
      await api.register(diagnosticCardsRoutes);
      await api.register(diagnosticCardPdfRoutes);
      await api.register(diagnosticLinksRoutes);
      await api.register(programsRoutes);
      await api.register(actsRoutes);
      await api.register(reportsRoutes);
      await api.register(lessonsRoutes);
      await api.register(referralsRoutes);
      await api.register(merchandiseRoutes);
    },
    { prefix: '/api' },
  );

  const { protocols, diagnosticLinks, player } = app.services;
  await app.register(webAppPlugin, {
    root: config.webDistDir,
    linkMisses,
    familyLanguages: {
      viewProtocolPlan: protocols.familyLanguage,
      dcPreview: diagnosticLinks.familyLanguage,
      progressPreview: diagnosticLinks.familyLanguage,
      clientSession: player.familyLanguage,
      playLesson: player.familyLanguage,
    },
  });
  return app;
}
