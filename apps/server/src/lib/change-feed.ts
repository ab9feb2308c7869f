import pg from 'pg';

type Options = {
  /** The NOTIFY channel listened to. */
  channel: string;
  /** Connection settings of the application pool; the feed keeps one connection of its own. */
  connection: pg.ClientConfig;
  onChange: (change: string) => void;
  /** Called when the feed stops being trustworthy (connection lost): drop what depends on it. */
  onGap: () => void;
  log: { warn: (details: object, message: string) => void };
};

const RECONNECT_DELAY_MS = 1000;

/**
 * Listens to a database notification channel on a connection of its own, reconnecting when it
 * is lost. While the feed is not live a notification could go by unheard, so `onGap` is called
 * on every (re)connection: what depends on the feed starts over.
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
      if (message.channel === options.channel && message.payload) options.onChange(message.payload);
    });
    next.on('error', (error) => {
      options.log.warn({ err: error }, 'change feed connection lost');
      markGap();
      next.end().catch(() => {});
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${options.channel}`);
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
