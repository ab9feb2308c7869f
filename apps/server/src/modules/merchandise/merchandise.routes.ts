import {
  dataOf,
  IdSchema,
  MerchOfferSchema,
  MerchOrderedSchema,
  MerchOrderInputSchema,
  MerchOrderSchema,
  MerchOrderStatusInputSchema,
  MerchOrdersPageSchema,
  MerchOrdersQuerySchema,
  ROLE,
  ShareTokenParamsSchema,
} from '@slovo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/access.ts';
import { getAuth } from '../../plugins/request-context.ts';

const IdParams = z.object({ id: IdSchema });
const tags = ['merchandise'];
/** Orders carry contacts and addresses: managers fulfil them, root oversees. */
const fulfillers = [ROLE.root, ROLE.manager] as const;

export const merchandiseRoutes: FastifyPluginAsyncZod = async (app) => {
  const merchandise = app.services.merchandise;

  app.get(
    '/view-protocol-plan/:token/merchandise',
    {
      config: { access: access.public, isLinkLookup: true },
      schema: {
        tags,
        summary: "The merchandise offer on the family page, with the child's theme pictures",
        params: ShareTokenParamsSchema,
        response: { 200: dataOf(MerchOfferSchema) },
      },
    },
    async (request) => ({ data: await merchandise.offer(request.params.token) }),
  );

  app.post(
    '/view-protocol-plan/:token/merchandise-orders',
    {
      config: { access: access.public, isLinkLookup: true },
      schema: {
        tags,
        summary:
          'Order an item for the school to make and send (409 MERCH_OFFER_CLOSED before a finished lesson)',
        params: ShareTokenParamsSchema,
        body: MerchOrderInputSchema,
        response: { 200: dataOf(MerchOrderedSchema) },
      },
    },
    async (request) => {
      const order = await merchandise.order(request.params.token, request.body);
      request.log.info(
        { orderId: order.id, workspaceId: order.workspace_id },
        'merchandise ordered',
      );
      return { data: { ordered: true as const } };
    },
  );

  app.get(
    '/merchandise-orders',
    {
      config: { access: access.roles(fulfillers, { query: 'workspace_id' }) },
      schema: {
        tags,
        summary: "The project's merchandise orders with contacts (every read is audited)",
        querystring: MerchOrdersQuerySchema,
        response: { 200: MerchOrdersPageSchema },
      },
    },
    async (request) => merchandise.list(getAuth(request), request.query),
  );

  app.post(
    '/merchandise-orders/:id/status',
    {
      config: { access: access.roles(fulfillers, { body: 'workspace_id' }) },
      schema: {
        tags,
        summary:
          'Move an order on: new → in production → shipped → delivered, or cancel it (409 MERCH_STATUS_NOT_ALLOWED)',
        params: IdParams,
        body: MerchOrderStatusInputSchema,
        response: { 200: dataOf(MerchOrderSchema) },
      },
    },
    async (request) => {
      const data = await merchandise.setStatus(
        getAuth(request),
        request.body.workspace_id,
        request.params.id,
        request.body.status,
      );
      request.log.info({ orderId: data.id, status: data.status }, 'merchandise order status');
      return { data };
    },
  );
};
