import pg from 'pg';

const CHANGES_CHANNEL = 'slovo_changes';

type Options = {
  /** Connection settings of the application pool; the feed keeps one connection of its own. */
  connection: pg.ClientConfig;
  onChange: (change: string) => void;
  /** Called when the feed stops being trustworthy (connection lost): drop what depends on it. */
  onGap: () => void;
  log: { warn: (details: object, message: string) => void };
};

const RECONNECT_DELAY_MS = 1000;

/**
 * Listens to the database's change notifications (migration 0004 announces every change that
 * may alter a cached read, whoever made it). While the feed is not live, caches must not be
 * used: a change could have gone by unheard.
 */
export function createChangeFeed(options: Options) {
  let client: pg.Client | null = null;
  let isLive = false;
  let isStopped = false;
  let retry: NodeJS.Timeout | null = null;

  function markGap() {
    isLive = false;
    options.onGap();
  }

  async function connect(): Promise<void> {
    if (isStopped) return;
    const next = new pg.Client(options.connection);
    next.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload) options.onChange(message.payload);
    });
    next.on('error', (error) => {
      options.log.warn({ err: error }, 'change feed connection lost');
      markGap();
      next.end().catch(() => {});
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
      client = next;
      // Whatever changed while nobody listened is unknown: start from empty caches.
      options.onGap();
      isLive = true;
    } catch (error) {
      options.log.warn({ err: error }, 'change feed could not connect');
      await next.end().catch(() => {});
      scheduleReconnect();
    }
  }

  function scheduleReconnect() {
    if (isStopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, RECONNECT_DELAY_MS);
  }

  return {
    start: connect,
    isLive: () => isLive,
    async stop(): Promise<void> {
      isStopped = true;
      isLive = false;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
