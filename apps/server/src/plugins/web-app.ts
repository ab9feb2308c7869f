import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  detectUiLanguage,
  isLanguage,
  LANGUAGES,
  type Language,
  SHARE_TOKEN_PATTERN,
  splitAcceptLanguage,
} from '@slovo/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { access } from './access.ts';
import type { LinkMisses } from './link-throttle.ts';

/** Copies the web build writes beside a text file (scripts/precompress.mjs). */
const ENCODED_COPY = /\.(br|gz)$/;

/** The files of the build that have a compressed copy: their answer depends on accept-encoding. */
function findEncodedFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && ENCODED_COPY.test(entry.name)) {
      files.add(path.join(entry.parentPath, entry.name).replace(ENCODED_COPY, ''));
    }
  }
  return files;
}

/** What the web build lists for each route's first screen (scripts/write-first-screens.ts). */
type FirstScreen = {
  /** The route's id in the contracts' route table. */
  id: string;
  path: string;
  scripts: string[];
  styles: string[];
  namespaces: string[];
  /** The screen reads `/api` plus the page's path, the same answer for every caller. */
  preloadsData?: boolean;
};

/**
 * A page path that can go into a `link` header as it is: a link's tokens are letters, digits,
 * `-` and `_`. Anything else goes without the data hint and the page asks as usual.
 */
const PLAIN_PATH = /^[\w/-]+$/;

/**
 * The page's own read, fetched with the page. The app's fetch sends credentials, and the hint asks
 * the same way, or the browser would not hand the preloaded answer over and would ask again.
 * Only reads that ignore the sign-in are hinted (`AppRoute.preloadsData`): the preload carries
 * no Authorization header, and the browser gives its answer to the app's request all the same.
 */
const dataHint = (pathname: string) =>
  `</api${pathname}>; rel=preload; as=fetch; crossorigin=use-credentials`;

/** A page of the build: what its first screen needs, in each interface language. */
type BuiltPage = {
  /** The route's id, and its one parameter (a link's token) when it has one. */
  id: string;
  token: string | undefined;
  /** The `link` header of its preload hints, with its texts in the given language. */
  hints: (language: Language) => string;
};

/**
 * Preload hints for each route's first screen, as a `link` header per interface language: the
 * browser starts fetching the page's chunks, stylesheets and translation files while it reads the
 * page, instead of after the entry has run and the router has asked (decision 027). Without the
 * build's list (an older build), pages go without hints.
 */
function readBuiltPages(root: string): (url: string) => BuiltPage | null {
  let screens: FirstScreen[];
  try {
    screens = JSON.parse(
      fs.readFileSync(path.join(root, '.vite/first-screens.json'), 'utf8'),
    ) as FirstScreen[];
  } catch {
    return () => null;
  }
  const routes = screens.map((screen) => {
    const files = [
      ...screen.scripts.map((file) => `</${file}>; rel=modulepreload`),
      // The app adds a lazy chunk's stylesheet with `crossorigin` (Vite's loader): the hint asks
      // the same way, or the browser would download the file a second time.
      ...screen.styles.map((file) => `</${file}>; rel=preload; as=style; crossorigin=anonymous`),
    ];
    // The app fetches its translation files with fetch(): same origin, no credentials mode.
    const hints = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        [
          ...files,
          ...screen.namespaces.map(
            (namespace) =>
              `</locales/${language}/${namespace}.json>; rel=preload; as=fetch; crossorigin=anonymous`,
          ),
        ].join(', '),
      ]),
    ) as Record<Language, string>;
    const pattern = screen.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '([^/]+)');
    return { screen, matcher: new RegExp(`^${pattern}/?$`), hints };
  });
  return (url) => {
    const pathname = url.split(/[?#]/)[0] ?? '';
    for (const { screen, matcher, hints } of routes) {
      const match = matcher.exec(pathname);
      if (!match) continue;
      const readPath = pathname.replace(/\/$/, '');
      const data =
        screen.preloadsData && PLAIN_PATH.test(readPath) ? `, ${dataHint(readPath)}` : '';
      return { id: screen.id, token: match[1], hints: (language) => `${hints[language]}${data}` };
    }
    return null;
  };
}

/** The interface language the page will be shown in, as the web app detects it. */
function guessLanguage(request: FastifyRequest): Language {
  return detectUiLanguage(null, splitAcceptLanguage(request.headers['accept-language']));
}

/**
 * How a page a family opens by its link finds the family's language from the link's token, by
 * route id: null when the link opens nothing. The page then opens in that language from its
 * first byte, instead of in the browser's and again once its data has said (decision 053).
 */
export type FamilyLanguageLookups = Partial<
  Record<string, (token: string) => Promise<string | null>>
>;

/** index.html as a family's page serves it: marked with the family's language, and its etag. */
function markFamilyLanguage(html: string, language: Language) {
  const marked = html.replace(
    /<html\b[^>]*>/,
    `<html lang="${language}" data-family-language="${language}">`,
  );
  if (marked === html) return null;
  return { html: marked, etag: `"${createHash('sha256').update(marked).digest('base64url')}"` };
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * any other GET outside /api and /assets answered with index.html so client-side routes load
 * directly. Text files go out as their brotli or gzip copy when the browser accepts one.
 */
export const webAppPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      root: string | null;
      linkMisses: LinkMisses;
      familyLanguages: FamilyLanguageLookups;
    },
  ) => {
    const root = options.root;
    if (!root || !fs.existsSync(path.join(root, 'index.html'))) {
      app.log.warn({ root }, 'web app build not found: serving the API only');
      return;
    }
    const encodedFiles = findEncodedFiles(root);
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // x.js.br is sent for x.js (with x.js's type) and is no address of its own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // Our own cache policy below, instead of the plugin's max-age=0.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          isHashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // Caches keep one copy per encoding, even when this answer is the uncompressed file.
        if (encodedFiles.has(filePath.replace(ENCODED_COPY, ''))) {
          res.setHeader('vary', 'accept-encoding');
        }
      },
    });
    const findPage = readBuiltPages(root);
    const indexHtml = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
    const familyIndex = Object.fromEntries(
      LANGUAGES.map((language) => [language, markFamilyLanguage(indexHtml, language)]),
    ) as Record<Language, ReturnType<typeof markFamilyLanguage>>;
    const indexVary = encodedFiles.has(path.join(root, 'index.html')) ? 'accept-encoding, ' : '';

    /**
     * The family's language when the page is one a family opens by its link. The lookup is a
     * link lookup like the page's own read: an address sweeping tokens is counted and stopped.
     */
    const findFamilyLanguage = async (
      request: FastifyRequest,
      page: BuiltPage,
    ): Promise<Language | null> => {
      const lookUp = options.familyLanguages[page.id];
      if (!lookUp || !page.token || !SHARE_TOKEN_PATTERN.test(page.token)) return null;
      try {
        if ((await options.linkMisses.blockedFor(request.ip)) !== null) return null;
        const language = await lookUp(page.token);
        if (language === null) await options.linkMisses.count(request.ip);
        return isLanguage(language) ? language : null;
      } catch (error) {
        // The page still opens, in the browser's language; its own read reports the trouble.
        app.log.warn({ err: error, route: page.id }, 'family language lookup failed');
        return null;
      }
    };

    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-cache');
      const page = findPage(request.url);
      if (!page) return reply.sendFile('index.html');
      const familyLanguage = await findFamilyLanguage(request, page);
      // The hints name translation files in the page's language, the browser's unless a family's
      // link says. This vary replaces the one the static files set, so it names the encoding too.
      reply
        .header('link', page.hints(familyLanguage ?? guessLanguage(request)))
        .header('vary', `${indexVary}accept-language`);
      const marked = familyLanguage ? familyIndex[familyLanguage] : null;
      if (!marked) return reply.sendFile('index.html');
      reply.header('etag', marked.etag);
      if (request.headers['if-none-match'] === marked.etag) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(marked.html);
    };
    // Not part of the API: kept out of the OpenAPI document.
    const routeOptions = { config: { access: access.public }, schema: { hide: true } };
    app.get('/', routeOptions, sendIndex);
    // Files of the build have their own routes (wildcard: false); any other path is a client
    // route, except a missing asset (say, a chunk of an earlier build): that is a 404, never a page.
    app.get('/*', routeOptions, (request, reply) =>
      request.url.startsWith('/api/') || request.url.startsWith('/assets/')
        ? reply.callNotFound()
        : sendIndex(request, reply),
    );
  },
);
