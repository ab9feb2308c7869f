import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DEMO_SEED: booleanFromEnv(true),
  /** The first root account: made on a start that finds no root, and mailed a password link. */
  ROOT_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 24 * 7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().positive().default(30),
  MAINTENANCE_MODE: booleanFromEnv(false),
  TRUST_PROXY: booleanFromEnv(false),
  WEB_DIST_DIR: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Slovo <no-reply@slovo.local>'),
  /** Links without an account are derived with it; made and kept in DATA_DIR when unset. */
  LINK_SECRET: z.string().min(32).optional(),
  /** Serve repeated reads (sign-in, lists) from memory, kept fresh by the database's change feed. */
  READ_CACHE: booleanFromEnv(true),
  /** Run the background jobs (slide rendering...) in this process. */
  WORKERS: booleanFromEnv(true),
  /** `auto` renders slides with LibreOffice when installed; `browser` leaves it to the app. */
  SLIDE_RENDERER: z.enum(['auto', 'browser']).default('auto'),
  SOFFICE_PATH: z.string().optional(),
  PDFTOPPM_PATH: z.string().optional(),
  /** How often a process says which children's screens it holds open (follow mode). */
  FOLLOW_HEARTBEAT_MS: z.coerce.number().int().min(50).max(600_000).default(10_000),
  /** A child's screen that dropped counts as connected this long, so a brief reconnect is silent. */
  FOLLOW_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  demoSeed: boolean;
  rootEmail: string | undefined;
  logLevel: string;
  session: { idleMs: number; absoluteMs: number };
  maintenanceMode: boolean;
  trustProxy: boolean;
  /** Built web app to serve; null serves the API only. */
  webDistDir: string | null;
  /** Where users reach the app; links in e-mails start with it. */
  publicUrl: string;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  /** The secret share links are derived with (`lib/links.ts`); undefined keeps one in dataDir. */
  linkSecret: string | undefined;
  /** Uploaded files (avatars...) when no object storage is configured. */
  filesDir: string;
  readCache: boolean;
  /** Background jobs run in this process (tests switch them off unless they test a job). */
  workers: boolean;
  slides: { renderer: 'auto' | 'browser'; sofficePath?: string; pdftoppmPath?: string };
  /** Presence of children's screens in follow mode (see lessons/lesson-presence.ts). */
  follow: { heartbeatMs: number; graceMs: number };
};

export function parseConfig(
  env: NodeJS.ProcessEnv,
  defaults: { webDistDir: string | null },
): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    demoSeed: e.DEMO_SEED,
    rootEmail: e.ROOT_EMAIL,
    logLevel: e.LOG_LEVEL,
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: e.SESSION_ABSOLUTE_DAYS * 24 * 3_600_000,
    },
    maintenanceMode: e.MAINTENANCE_MODE,
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaults.webDistDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: path.join(path.resolve(e.DATA_DIR), 'outbox'),
    },
    linkSecret: e.LINK_SECRET,
    filesDir: path.join(path.resolve(e.DATA_DIR), 'files'),
    readCache: e.READ_CACHE,
    workers: e.WORKERS,
    slides: {
      renderer: e.SLIDE_RENDERER,
      ...(e.SOFFICE_PATH ? { sofficePath: e.SOFFICE_PATH } : {}),
      ...(e.PDFTOPPM_PATH ? { pdftoppmPath: e.PDFTOPPM_PATH } : {}),
    },
    follow: { heartbeatMs: e.FOLLOW_HEARTBEAT_MS, graceMs: e.FOLLOW_GRACE_MS },
  };
}
