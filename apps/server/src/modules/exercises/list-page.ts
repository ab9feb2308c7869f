import type { ExerciseListMeta } from '@slovo/contracts';
import type { FastifyReply } from 'fastify';
import type { ListPage } from './exercises.queries.ts';

/**
 * A list page as `ExerciseListPageSchema` writes it, joined from the rows' JSON texts (the
 * route's schema still documents it): no object is built, validated and serialized per row. The
 * type provider types `send` by the schema, not by text already in its shape: hence `never`.
 */
export function sendListPage(
  reply: FastifyReply,
  query: { page: number; pageSize: number },
  { items, total, totalIsAtLeast }: ListPage,
) {
  const meta: ExerciseListMeta = {
    total,
    page: query.page,
    pageSize: query.pageSize,
    totalIsAtLeast,
  };
  return reply
    .type('application/json; charset=utf-8')
    .send(`{"data":[${items.join(',')}],"meta":${JSON.stringify(meta)}}` as never);
}
