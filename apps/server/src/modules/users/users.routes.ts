import { AVATAR_MAX_BYTES, CurrentUserSchema, dataOf, ProfileUpdateSchema } from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { readMultipartFields } from '../../lib/multipart-fields.ts';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';
import { AVATAR_PATH } from '../files/file-references.ts';
import { toAvatar } from './avatar.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/profile',
    {
      config: { access: access.authenticated() },
      schema: {
        tags: ['users'],
        summary: 'Update own name, phone, avatar (removal) or password (old password required)',
        body: ProfileUpdateSchema,
        response: { 200: dataOf(CurrentUserSchema) },
      },
    },
    async (request) => ({
      data: await app.services.users.updateProfile(getAuth(request), request.body),
    }),
  );

  app.post(
    '/users/profile/avatar',
    {
      config: { access: access.authenticated() },
      schema: {
        tags: ['users'],
        summary: 'Upload own avatar (multipart field "file": JPEG, PNG or WebP up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: dataOf(CurrentUserSchema) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('INVALID_IMAGE');
      const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
      if (!file) throw new AppError('INVALID_IMAGE');
      // No field is read, yet text sent along is refused by the same rules as on every upload.
      readMultipartFields(file, z.object({}));
      const data = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('IMAGE_TOO_LARGE', {
            params: { max: AVATAR_MAX_BYTES / 1024 / 1024 },
          });
        }
        throw error;
      });
      const name = await app.files.put('avatars', await toAvatar(data), 'webp');
      return {
        data: await app.services.users.setAvatar(getAuth(request), `${AVATAR_PATH}${name}`),
      };
    },
  );
};
