import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createFileStore, type FileStore } from './lib/files.ts';
import { createJobQueue } from './lib/jobs.ts';
import { createMailer, type Mailer } from './lib/mail.ts';
import type { ThemeArt } from './lib/pptx/theme-deck.ts';
import { createThemeWorkerPool } from './lib/pptx/theme-worker-pool.ts';
import { createReadCaches, type ReadCaches } from './lib/read-caches.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { createCategoriesService } from './modules/categories/categories.service.ts';
import { clientsRoutes } from './modules/clients/clients.routes.ts';
import { createClientsService } from './modules/clients/clients.service.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createAutoModerationService } from './modules/exercises/auto-moderation.service.ts';
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
import { generationRoutes } from './modules/generation/generation.routes.ts';
import { createGenerationService } from './modules/generation/generation.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { invitationsRoutes } from './modules/invitations/invitations.routes.ts';
import { createInvitationsService } from './modules/invitations/invitations.service.ts';
import { createLessonFollow, type LessonFollow } from './modules/lessons/lesson-follow.ts';
import { createLessonStatsService } from './modules/lessons/lesson-stats.service.ts';
import { lessonsRoutes } from './modules/lessons/lessons.routes.ts';
import { createLessonsService } from './modules/lessons/lessons.service.ts';
import { createPlayerService } from './modules/lessons/player.service.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { createMembersService } from './modules/members/members.service.ts';
import { protocolsRoutes } from './modules/protocols/protocols.routes.ts';
import { createProtocolsService } from './modules/protocols/protocols.service.ts';
import { createTemplatesService } from './modules/protocols/templates.service.ts';
import { createSessionsService } from './modules/sessions/sessions.service.ts';
import { storageRoutes } from './modules/storage/storage.routes.ts';
import { createStorageService } from './modules/storage/storage.service.ts';
import { createAssetsService } from './modules/themes/assets.service.ts';
import { themesRoutes } from './modules/themes/themes.routes.ts';
import { createThemesService } from './modules/themes/themes.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { workspacesRoutes } from './modules/workspaces/workspaces.routes.ts';
import {
  createWorkspacesService,
  workspaceExists,
} from './modules/workspaces/workspaces.service.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { answerUnroutableUrl, inputGuardPlugin } from './plugins/input-guard.ts';
import { languagePlugin } from './plugins/language.ts';
import { maintenancePlugin } from './plugins/maintenance.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { responseCachePlugin } from './plugins/response-cache.ts';
import { securityPlugin } from './plugins/security.ts';
import { webAppPlugin } from './plugins/web-app.ts';

function createServices(
  db: Database,
  files: FileStore,
  config: Config,
  mailer: Mailer,
  slides: SlideRendering,
  cache: ReadCaches,
  built: { generation: ReturnType<typeof createGenerationService>; follow: LessonFollow },
) {
  const sessions = createSessionsService({ db, config, cache });
  const clients = createClientsService({ db });
  const templates = createTemplatesService({ db });
  const users = createUsersService({ db, sessions });
  const members = createMembersService({ db });
  const workspaces = createWorkspacesService({ db, members });
  return {
    audit: createAuditService({ db }),
    categories: createCategoriesService({ db }),
    auth: createAuthService({ db, users, sessions }),
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
    exercises: createExercisesService({ db }),
    uploads: createUploadsService({
      db,
      files,
      renderer: slides.renderer,
      renderQueue: slides,
    }),
    requests: createRequestsService({ db }),
    autoModeration: createAutoModerationService({ db }),
    stats: createStatsService({ db }),
    tags: createTagsService({ db }),
    library: createLibraryService({ db }),
    themes: createThemesService({ db }),
    generation: built.generation,
    assets: createAssetsService({ db, files }),
    storage: createStorageService({ db }),
    clients,
    templates,
    protocols: createProtocolsService({
      db,
      mailer,
      publicUrl: config.publicUrl,
      clients,
      templates,
    }),
    lessons: createLessonsService({
      db,
      publicUrl: config.publicUrl,
      makeVersions: built.generation.makeVersions,
    }),
    player: createPlayerService({ db, follow: built.follow }),
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
    services: ReturnType<typeof createServices>;
    lessonFollow: LessonFollow;
    slides: SlideRendering;
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
          url: request.url,
          remoteAddress: request.ip,
          headers: {
            'user-agent': request.headers['user-agent'],
            lang: request.headers.lang,
            authorization: request.headers.authorization,
          },
        }),
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
  const jobs = createJobQueue({
    pool: db.$client,
    onError: (error) => app.log.error({ err: error }, 'job queue error'),
  });
  const slides = createSlideRendering({ db, files, jobs, config: config.slides, log: app.log });
  app.decorate('slides', slides);
  const cache = createReadCaches(db, config, app.log);
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
  app.decorate(
    'services',
    createServices(db, files, config, mailer, slides, cache, {
      generation: createGenerationService({
        db,
        files,
        jobs,
        renderTheme,
        onDeckStored: (uploadId) => slides.enqueue(uploadId),
      }),
      follow,
    }),
  );
  if (config.workers) {
    app.addHook('onReady', async () => {
      await slides.startWorker();
      await app.services.generation.startWorker();
      await app.services.uploads.sweepUnattached(new Date(Date.now() - UNATTACHED_UPLOAD_TTL_MS));
    });
  }
  app.addHook('onClose', async () => {
    app.services.generation.stopWorker();
    await jobs.stop();
  });
  if (config.readCache) {
    app.addHook('onReady', () => cache.feed.start());
    app.addHook('onClose', () => cache.feed.stop());
  }
  app.decorate('workspaceExists', (id: number) => workspaceExists(db, id));

  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(maintenancePlugin, { enabled: config.maintenanceMode });
  await app.register(requestContextPlugin);
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
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(storageRoutes);
      await api.register(dashboardRoutes);
      await api.register(workspacesRoutes);
      await api.register(membersRoutes);
      await api.register(invitationsRoutes);
      await api.register(auditRoutes);
      await api.register(categoriesRoutes);
      await api.register(exercisesRoutes);
      await api.register(tagsRoutes);
      await api.register(libraryRoutes);
      await api.register(themesRoutes);
      await api.register(generationRoutes);
      await api.register(clientsRoutes);
      await api.register(protocolsRoutes);
      await api.register(lessonsRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, { root: config.webDistDir });
  return app;
}
