import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { FILE_FOLDERS, type FileFolder } from '../../lib/files.ts';
import { access } from '../../plugins/access.ts';

const typeByExtension = (types: Record<string, string>) => (name: string) =>
  types[name.split('.').pop() ?? ''] ?? 'application/octet-stream';

/** The names each folder holds and the type each is served with. */
const FOLDER_RULES: Record<FileFolder, { pattern: RegExp; type: (name: string) => string }> = {
  decks: {
    pattern: /^[a-f0-9]{32}\.pptx$/,
    type: () => 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  slides: { pattern: /^[a-f0-9]{32}\.jpg$/, type: () => 'image/jpeg' },
  assets: {
    pattern: /^[a-f0-9]{32}\.(png|mp3|wav|ogg|m4a)$/,
    type: typeByExtension({
      png: 'image/png',
      mp3: 'audio/mpeg',
      wav: 'audio/wav',
      ogg: 'audio/ogg',
      m4a: 'audio/mp4',
    }),
  },
  media: {
    pattern: /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/,
    type: typeByExtension({
      mp3: 'audio/mpeg',
      m4a: 'audio/mp4',
      mp4: 'audio/mp4',
      wav: 'audio/wav',
      ogg: 'audio/ogg',
      jpg: 'image/jpeg',
      png: 'image/png',
      webp: 'image/webp',
      gif: 'image/gif',
    }),
  },
  avatars: { pattern: /^[a-f0-9]{32}\.webp$/, type: () => 'image/webp' },
};

/**
 * Stored files, by signed link only: the API signs a file's URL in the answers whose caller may
 * read it, and a link works until it expires and only while a row still names the file. A
 * missing, forged or expired signature, or a file nothing refers to any more, is 404.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:folder/:name',
    {
      config: { access: access.public },
      schema: {
        tags: ['files'],
        summary:
          'A deck, slide image, media file, asset or avatar by the signed link an answer gave out',
        params: z.object({ folder: z.enum(FILE_FOLDERS), name: z.string().max(64) }),
        querystring: z.object({
          expires: z.string().max(16).optional(),
          signature: z.string().max(64).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { folder, name } = request.params;
      const { expires = '', signature = '' } = request.query;
      const rule = FOLDER_RULES[folder];
      if (!rule.pattern.test(name)) throw new AppError('NOT_FOUND');
      const { data, expiresAt } = await app.services.files.open(folder, name, {
        expires,
        signature,
      });
      // The browser keeps it for as long as the link lives, never shared caches.
      const maxAge = Math.max(0, expiresAt - Math.floor(Date.now() / 1000));
      return reply
        .type(rule.type(name))
        .header('cache-control', `private, max-age=${maxAge}, immutable`)
        .send(data);
    },
  );
};
