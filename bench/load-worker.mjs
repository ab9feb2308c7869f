/**
 * Runs one autocannon load in its own thread, so the load generator does not share the
 * server's event loop. Posts requests/s and exact p95/p99 latencies back. (Plain JavaScript:
 * worker threads start without the TypeScript loader.)
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

// autocannon reports p90 and p97.5; keep every response time to read p95 and p99 exactly.
const times = [];
let sequence = 0;
const instance = autocannon(
  {
    url: workerData.url,
    connections: workerData.connections,
    duration: workerData.seconds,
    headers: workerData.headers,
    // A unique query parameter per request defeats every cache: the cold path.
    ...(workerData.isUncached
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                path: `${request.path}&nonce=${sequence++}`,
              }),
            },
          ],
        }
      : {}),
  },
  (error, result) => {
    if (error) throw error;
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    // autocannon posts messages of its own from a worker thread: ours carries a kind.
    parentPort?.postMessage({
      kind: 'load-result',
      rps: times.length / workerData.seconds,
      p95: at(0.95),
      p99: at(0.99),
      failures: result.non2xx + result.errors,
    });
  },
);
instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
