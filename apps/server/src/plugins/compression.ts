import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses API answers of 1 KiB and more for clients that accept it (brotli first, then gzip,
 * as the client's q-values allow). JSON is named here; other types are compressed only when
 * the MIME database calls them compressible, so images, decks and audio go out as stored.
 * Server-sent event streams write to the socket themselves and never pass through here.
 * Request bodies are not decompressed: no client sends them compressed.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: /^application\/(?:[\w.-]+\+)?json(?:;|$)/,
    globalDecompression: false,
  });
});
