import {
  DEFAULT_API_LANGUAGE,
  findPreferredLanguage,
  type Language,
  readLanguage,
  splitAcceptLanguage,
} from '@slovo/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of messages in the response (`readRequestLanguage`). */
    lang: Language;
  }
}

/**
 * The caller's language: the `lang` header the app sends, else the browser's `accept-language`
 * (a read the page preloads carries no `lang`), else ru.
 */
export function readRequestLanguage(headers: FastifyRequest['headers']): Language {
  return (
    readLanguage(headers.lang) ??
    findPreferredLanguage(splitAcceptLanguage(headers['accept-language'])) ??
    DEFAULT_API_LANGUAGE
  );
}

/** Registered first, so every answer (maintenance, errors) can speak the caller's language. */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'ru');
  app.addHook('onRequest', async (request) => {
    request.lang = readRequestLanguage(request.headers);
  });
});
