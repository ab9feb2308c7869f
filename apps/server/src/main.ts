import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { parseConfig } from './config.ts';
import { createDatabase, migrateDatabase } from './db/client.ts';
import { resolveDatabase } from './db/connect.ts';
import type { EmbeddedPostgres } from './db/embedded-postgres.ts';
import { DEMO_PASSWORD, DEMO_SIGN_INS, seedDemo } from './db/seed/demo.ts';
import { seedDemoActs } from './db/seed/demo-acts.ts';
import { seedDemoBooking } from './db/seed/demo-booking.ts';
import { seedDemoDiagnostics } from './db/seed/demo-diagnostics.ts';
import { seedDemoExercises } from './db/seed/demo-exercises.ts';
import { seedDemoReferrals } from './db/seed/demo-referrals.ts';
import { seedDemoReports } from './db/seed/demo-reports.ts';
import { seedDemoStudents } from './db/seed/demo-students.ts';
import { seedDemoThemes } from './db/seed/demo-themes.ts';
import { seedDemoTickets } from './db/seed/demo-tickets.ts';
import type { FirstRootState } from './modules/password-reset/password-reset.service.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const config = parseConfig(process.env, { webDistDir: path.resolve(here, '../../web/dist') });

let embedded: EmbeddedPostgres | null = null;
let pool: ReturnType<typeof createDatabase>['pool'] | undefined;
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
let isStopping = false;

/**
 * Starts the database, migrates, seeds and listens, one step at a time. A signal in between lets
 * the step in progress finish (each runs in a transaction) and skips the rest, so the shutdown
 * below never races a half-done step for the pool.
 */
async function startUp(): Promise<void> {
  const resolved = await resolveDatabase(config, {
    // PostgreSQL's own chatter stays out of the log; a restart is worth a line.
    onLog: (line) => {
      if (line.startsWith('PostgreSQL stopped unexpectedly')) console.warn(line);
    },
    // The embedded server died and would not start again: exit non-zero so a supervisor notices.
    onGiveUp: (error) => {
      console.error(`The database could not be started again: ${error.message}`);
      process.exit(1);
    },
  });
  embedded = resolved.embedded;
  const database = createDatabase(resolved.url);
  pool = database.pool;
  if (isStopping) return;
  await migrateDatabase(database.db);
  if (isStopping) return;
  const isSeeded = config.demoSeed ? await seedDemo(database.db) : false;
  if (isStopping) return;
  app = await buildApp({ config, db: database.db });
  if (isSeeded) {
    const seeds = [
      seedDemoExercises,
      seedDemoThemes,
      seedDemoStudents,
      seedDemoReports,
      seedDemoDiagnostics,
      seedDemoBooking,
      seedDemoReferrals,
      seedDemoTickets,
      seedDemoActs,
    ];
    for (const seed of seeds) {
      if (isStopping) return;
      await seed(app);
    }
  }
  if (isStopping) return;
  const firstRoot = await app.services.passwordReset.openFirstRoot(config.rootEmail);
  if (isStopping) return;
  await app.listen({ host: config.host, port: config.port });
  printWelcome(isSeeded, firstRoot);
}

// Ctrl+C or SIGTERM, from the first moment: stop taking requests, finish the ones in flight,
// close the pool, then stop the embedded database (a clean shutdown: the next start needs no
// recovery), so the database is never left running without its server.
const started = startUp();
closeWithGrace(
  {
    delay: 10_000,
    // Out of time: the database still gets its fast shutdown, on its own, after we are gone.
    onTimeout: () => {
      const pid = embedded?.pid();
      if (pid) process.kill(pid, 'SIGINT');
      console.error('Stopping took too long; the database was asked to stop on its own');
    },
  },
  async ({ signal, err }) => {
    isStopping = true;
    await started.catch(() => undefined);
    if (!app?.server.listening) {
      console.log(err ? `Stopping after an error: ${err.message}` : `Stopping (${signal})`);
    } else if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app?.close();
    await pool?.end();
    await embedded?.stop();
  },
);
await started;

function printWelcome(isSeeded: boolean, firstRoot: FirstRootState) {
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    '',
    `Slovo is running at http://${shownHost}:${config.port}`,
    `API documentation: http://${shownHost}:${config.port}/api/docs`,
    embedded ? `Data: ${config.dataDir}` : 'Database: DATABASE_URL',
  ];
  if (config.demoSeed) {
    lines.push(
      isSeeded ? 'Demo data created. Sign in as:' : 'Demo sign-ins (if not changed):',
      ...DEMO_SIGN_INS.map((u) => `  ${u.email.padEnd(28)} ${DEMO_PASSWORD}`),
    );
  }
  // The link itself stays out of the console: it is a live sign-in, and consoles end up in logs.
  if (firstRoot === 'link-sent') {
    lines.push(
      'First start: ROOT_EMAIL is the root account. A link to set its password was e-mailed',
      config.mail.smtpUrl
        ? '  to that address.'
        : `  to that address; without SMTP_URL it is the newest file in ${config.mail.outboxDir}`,
    );
  } else if (firstRoot === 'mail-failed') {
    lines.push(
      'First start: ROOT_EMAIL is the root account, but the link to set its password could not be',
      '  e-mailed (see the log). Check SMTP_URL and start again: each start sends a new link.',
    );
  } else if (firstRoot === 'missing') {
    lines.push(
      'No root account can sign in yet. Start again with ROOT_EMAIL=you@your-school.example to',
      '  make it and receive a link that sets its password.',
    );
  }
  lines.push('Press Ctrl+C to stop.', '');
  console.log(lines.join('\n'));
}
