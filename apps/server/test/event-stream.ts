import http from 'node:http';

export type StreamEvent = { event: string; data: unknown; at: number };

/**
 * A server-sent event stream read the way a browser reads it: every event is kept with the time
 * it arrived, and `waitFor` resolves with the first one (already heard or coming) that passes.
 */
export function openEventStream(url: string, headers: Record<string, string> = {}) {
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let status: number | null = null;
  let failure: Error | null = null;
  const request = http.get(url, { headers }, (response) => {
    status = response.statusCode ?? null;
    let buffer = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data), at: Date.now() });
        end = buffer.indexOf('\n\n');
      }
      for (const wake of waiters) wake();
    });
    response.on('end', () => {
      for (const wake of waiters) wake();
    });
  });
  request.on('error', (error) => {
    failure = error;
    for (const wake of waiters) wake();
  });

  return {
    events,
    status: () => status,
    /**
     * Resolves with the first event of this name passing `check`, among those heard from the
     * `from`-th on (the count of events heard so far skips the past); fails after 20 s.
     */
    waitFor(name: string, check: (data: unknown) => boolean = () => true, from = 0) {
      return new Promise<StreamEvent>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no ${name} event passed; heard ${JSON.stringify(events)}`));
        }, 20_000);
        function look() {
          const found = events.slice(from).find((e) => e.event === name && check(e.data));
          if (found) {
            clearTimeout(timer);
            waiters.delete(look);
            resolve(found);
          } else if (failure) {
            clearTimeout(timer);
            waiters.delete(look);
            reject(failure);
          }
        }
        waiters.add(look);
        look();
      });
    },
    /** Resolves once the answer's status is known (the stream opened or was refused). */
    async opened(): Promise<number> {
      while (status === null && !failure) await new Promise((resolve) => setTimeout(resolve, 10));
      if (failure) throw failure;
      return status ?? 0;
    },
    close() {
      request.destroy();
    },
  };
}

export type EventStream = ReturnType<typeof openEventStream>;
