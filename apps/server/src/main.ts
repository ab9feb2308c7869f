import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { parseConfig } from './config.ts';
import { createDatabase, migrateDatabase } from './db/client.ts';
import { resolveDatabase } from './db/connect.ts';
import { DEMO_PASSWORD, DEMO_SIGN_INS, seedDemo } from './db/seed/demo.ts';
import { seedDemoDiagnostics } from './db/seed/demo-diagnostics.ts';
import { seedDemoExercises } from './db/seed/demo-exercises.ts';
import { seedDemoStudents } from './db/seed/demo-students.ts';
import { seedDemoThemes } from './db/seed/demo-themes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const config = parseConfig(process.env, { webDistDir: path.resolve(here, '../../web/dist') });

const { url, embedded } = await resolveDatabase(config, {
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
const { db, pool } = createDatabase(url);

// Ctrl+C or SIGTERM: stop taking requests, finish the ones in flight, close the pool, then stop
// the embedded database (a clean shutdown: the next start needs no recovery). Set up before the
// migrations and the demo seed, so a signal while they run stops the database too instead of
// leaving it running without its server; both run in transactions, so nothing is left half done.
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (!app) console.log(err ? `Stopping after an error: ${err.message}` : `Stopping (${signal})`);
  else if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app?.close();
  await pool.end();
  await embedded?.stop();
});

await migrateDatabase(db);
const isSeeded = config.demoSeed ? await seedDemo(db) : false;

app = await buildApp({ config, db });
if (isSeeded) {
  await seedDemoExercises(app);
  await seedDemoThemes(app);
  await seedDemoStudents(app);
  await seedDemoDiagnostics(app);
}

await app.listen({ host: config.host, port: config.port });

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
lines.push('Press Ctrl+C to stop.', '');
console.log(lines.join('\n'));
