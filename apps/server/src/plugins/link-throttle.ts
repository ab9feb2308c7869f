import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { Throttle, ThrottleRule } from '../lib/throttle.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route opens something by a token from a link (a share link, an invitation): lookups
     * that find nothing are counted per address, and an address with too many is refused.
     */
    isLinkLookup?: boolean;
  }
}

/** Wrong or dead links one address may try; a parent with an old link is far below it. */
const LINK_MISSES: ThrottleRule = { name: 'link-misses', limit: 20, windowSeconds: 600 };

/** What a lookup that found nothing answers: unknown share link, unusable invitation. */
const MISS_STATUSES = new Set([404, 410]);

/**
 * Links carry at least 128 random bits, so this is not what keeps them secret: it keeps an
 * address from sweeping whatever looks a link's token up. Only misses count, so a parent or a
 * class following a lesson never uses the allowance up.
 */
export function createLinkMisses(throttle: Throttle) {
  return {
    /** The seconds until the address may look links up again, or null when it may now. */
    async blockedFor(address: string): Promise<number | null> {
      const misses = await throttle.peek(LINK_MISSES, address);
      return misses.hits < LINK_MISSES.limit ? null : misses.secondsLeft;
    },
    async count(address: string): Promise<void> {
      await throttle.take(LINK_MISSES, address);
    },
  };
}
export type LinkMisses = ReturnType<typeof createLinkMisses>;

/** One guard for every route that takes a token from a link. */
export const linkThrottlePlugin = fp(
  async (app: FastifyInstance, options: { linkMisses: LinkMisses }) => {
    app.addHook('onRequest', async (request) => {
      if (!request.routeOptions.config.isLinkLookup) return;
      const seconds = await options.linkMisses.blockedFor(request.ip);
      if (seconds === null) return;
      throw new AppError('TOO_MANY_LINK_ATTEMPTS', {
        params: { seconds },
        headers: { 'retry-after': String(seconds) },
      });
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.routeOptions.config.isLinkLookup && MISS_STATUSES.has(reply.statusCode)) {
        await options.linkMisses.count(request.ip);
      }
      return payload;
    });
  },
);
