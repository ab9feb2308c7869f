import { type Language, parseLanguage } from '@slovo/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of messages in the response, from the `lang` header (default ru). */
    lang: Language;
  }
}

/** Registered first, so every answer (maintenance, errors) can speak the caller's language. */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'ru');
  app.addHook('onRequest', async (request) => {
    request.lang = parseLanguage(request.headers.lang);
  });
});
