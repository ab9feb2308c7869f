/**
 * Throughput of an authenticated API call (bearer lookup, user and workspaces from PostgreSQL,
 * access check, serialisation) next to a Fastify hello-world measured in the same run.
 * Run: npm run bench:check-token. Prints requests/s, p95/p99 and the ratio; no pass/fail.
 */
import { printTable, startBench } from './harness.ts';

const bench = await startBench();
const { token } = await bench.signIn('teacher@example.com');

await bench.measure('warm-up', bench.baselineUrl, { seconds: 3 });
const baseline = await bench.measure('baseline: Fastify hello-world', bench.baselineUrl);
const checkToken = await bench.measure('GET /api/check-token', `${bench.appUrl}/api/check-token`, {
  headers: { authorization: `Bearer ${token}` },
});
printTable(baseline, [checkToken]);
await bench.stop();
