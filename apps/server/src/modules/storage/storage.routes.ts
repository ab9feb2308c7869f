import {
  dataOf,
  JsonObjectSchema,
  OkSchema,
  StorageKeySchema,
  StorageValueSchema,
} from '@slovo/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { access, WORKSPACE_HEADER } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';

const KeyParams = z.object({ key: StorageKeySchema });
const SubkeyParams = z.object({ key: StorageKeySchema, subkey: StorageKeySchema });
const ScopeHeaders = z.object({
  [WORKSPACE_HEADER]: z.string().optional().describe('Workspace the entry belongs to'),
});

const scopeOf = (request: FastifyRequest) => ({
  userId: getAuth(request).user.id,
  workspaceId: request.workspaceId,
});

/** Private key/value storage of the signed-in user, optionally scoped to a workspace. */
export const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.services.storage;
  const config = { access: access.authenticated({ workspace: 'optional-header' }) };
  const tags = ['storage'];

  app.get(
    '/storage/:key',
    {
      config,
      schema: {
        tags,
        summary: 'All sub-keys of a key as one object (null when empty)',
        params: KeyParams,
        headers: ScopeHeaders,
        response: { 200: dataOf(JsonObjectSchema.nullable()) },
      },
    },
    async (request) => ({ data: await storage.getKey(scopeOf(request), request.params.key) }),
  );

  app.get(
    '/storage/:key/:subkey',
    {
      config,
      schema: {
        tags,
        summary: 'One sub-key value (null when absent)',
        params: SubkeyParams,
        headers: ScopeHeaders,
        response: { 200: dataOf(StorageValueSchema) },
      },
    },
    async (request) => ({
      data: await storage.getSubkey(scopeOf(request), request.params.key, request.params.subkey),
    }),
  );

  app.post(
    '/storage/:key',
    {
      config,
      schema: {
        tags,
        summary: 'Replace the whole key with an object (e.g. app_settings)',
        params: KeyParams,
        headers: ScopeHeaders,
        body: JsonObjectSchema,
        response: { 200: dataOf(JsonObjectSchema) },
      },
    },
    async (request) => ({
      data: await storage.replaceKey(scopeOf(request), request.params.key, request.body),
    }),
  );

  app.post(
    '/storage/:key/:subkey',
    {
      config,
      schema: {
        tags,
        summary: 'Set one sub-key to a JSON value',
        params: SubkeyParams,
        headers: ScopeHeaders,
        body: StorageValueSchema,
        response: { 200: dataOf(StorageValueSchema) },
      },
    },
    async (request) => {
      const { key, subkey } = request.params;
      // Without a body Fastify hands over null, which would read as "remove": ask for a value.
      if (
        request.headers['content-length'] === undefined ||
        request.headers['content-length'] === '0'
      ) {
        throw new AppError('VALIDATION_FAILED', {
          details: { fields: [{ path: 'body', message: 'validation.required' }] },
        });
      }
      await storage.setSubkey(scopeOf(request), key, subkey, request.body);
      return { data: request.body };
    },
  );

  app.delete(
    '/storage/:key',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a key with all its sub-keys',
        params: KeyParams,
        headers: ScopeHeaders,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await storage.remove(scopeOf(request), request.params.key);
      return { data: { ok: true as const } };
    },
  );

  app.delete(
    '/storage/:key/:subkey',
    {
      config,
      schema: {
        tags,
        summary: 'Delete one sub-key',
        params: SubkeyParams,
        headers: ScopeHeaders,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await storage.remove(scopeOf(request), request.params.key, request.params.subkey);
      return { data: { ok: true as const } };
    },
  );
};
