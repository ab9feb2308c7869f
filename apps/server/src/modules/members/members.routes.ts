import {
  dataOf,
  OkSchema,
  ProjectUserQuerySchema,
  ProjectUserSchema,
  ProjectUsersQuerySchema,
  pageOf,
  RemoveRoleBodySchema,
  ROLE,
  SetActiveBodySchema,
  SetRolesBodySchema,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';

const managers = [ROLE.root, ROLE.manager] as const;
/** Reads name the project in the query, so the access hook checks membership itself. */
const readAccess = access.roles(managers, { query: 'workspace_id' });
/** Writes name it in the body, checked right after validation. */
const writeAccess = access.roles(managers, { body: 'workspace_id' });
const tags = ['users'];

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const members = app.services.members;

  app.get(
    '/users',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: "A project's users with roles and state; search, only active, pages",
        querystring: ProjectUsersQuerySchema,
        response: { 200: pageOf(ProjectUserSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      return members.list({
        workspaceId: q.workspace_id,
        search: q.search,
        onlyActive: q.onlyActive === 'true' || q.onlyActive === '1',
        page: q.page,
        pageSize: q.pageSize,
      });
    },
  );

  app.get(
    '/users/user',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: 'One user of a project',
        querystring: ProjectUserQuerySchema,
        response: { 200: dataOf(ProjectUserSchema) },
      },
    },
    async (request) => ({
      data: await members.get({
        workspaceId: request.query.workspace_id,
        userId: request.query.user_id,
      }),
    }),
  );

  app.put(
    '/users/user',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary: "Set a user's roles in a project (at least one)",
        body: SetRolesBodySchema,
        response: { 200: dataOf(ProjectUserSchema) },
      },
    },
    async (request) => {
      const { workspace_id, user_id, roles } = request.body;
      return {
        data: await members.setRoles(
          getAuth(request),
          { workspaceId: workspace_id, userId: user_id },
          roles,
          request.ip,
        ),
      };
    },
  );

  app.post(
    '/users/user/remove-role',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary: 'Remove one role from a user in a project (never the last one)',
        body: RemoveRoleBodySchema,
        response: { 200: dataOf(ProjectUserSchema) },
      },
    },
    async (request) => {
      const { workspace_id, user_id, role } = request.body;
      return {
        data: await members.removeRole(
          getAuth(request),
          { workspaceId: workspace_id, userId: user_id },
          role,
          request.ip,
        ),
      };
    },
  );

  app.post(
    '/users/user/active',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary: 'Activate or deactivate a user in a project',
        body: SetActiveBodySchema,
        response: { 200: dataOf(ProjectUserSchema) },
      },
    },
    async (request) => {
      const { workspace_id, user_id, isActive } = request.body;
      return {
        data: await members.setActive(
          getAuth(request),
          { workspaceId: workspace_id, userId: user_id },
          isActive,
          request.ip,
        ),
      };
    },
  );

  app.delete(
    '/users/user',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: 'Remove a user from a project (the account stays)',
        querystring: ProjectUserQuerySchema,
        response: { 200: dataOf(OkSchema) },
      },
    },
    async (request) => {
      await members.remove(
        getAuth(request),
        { workspaceId: request.query.workspace_id, userId: request.query.user_id },
        request.ip,
      );
      return { data: { ok: true as const } };
    },
  );
};
