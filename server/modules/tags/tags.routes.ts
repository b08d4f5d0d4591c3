import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../core/schemas/common';
import { ApiTagSchema, MergeTagSchema, RenameTagSchema } from '../../../core/schemas/tags';
import { TAGS_PER_ACCOUNT_MAX } from '../../../core/tags';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/app-error';
import { deleteByIdRoute } from '../../lib/routes';
import { listTags, mergeUsersTags, removeTag, renameUsersTag } from './tags.service';

const tags = ['Tags'];
const noSuchTag = { openapi: { errors: { 404: 'No such tag of this account.' } } };

/** The user's tags: list, rename, merge, delete. Inside the authenticated scope. */
export async function tagRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tagOf = async (userId: string, id: string) => {
    const [tag] = await listTags(ctx, userId, id);
    if (!tag) throw notFound();
    return tag;
  };

  r.get(
    '/api/tags',
    {
      schema: {
        tags,
        summary: `The tags of the account (at most ${TAGS_PER_ACCOUNT_MAX}, by name) and how often each is used`,
        response: { 200: z.array(ApiTagSchema) },
      },
    },
    async (request) => listTags(ctx, request.user.id),
  );

  /** A write on one of the user's tags (`:id`) that answers a tag: `write` names which one. */
  const tagWrite = <Body extends z.ZodType>(
    method: 'PATCH' | 'POST',
    url: string,
    summary: string,
    body: Body,
    write: (userId: string, id: string, body: z.infer<Body>) => Promise<string>,
  ) =>
    r.route({
      method,
      url,
      schema: { tags, summary, params: IdParamsSchema, body, response: { 200: ApiTagSchema } },
      config: noSuchTag,
      handler: async (request) =>
        tagOf(
          request.user.id,
          await write(request.user.id, request.params.id, request.body as z.infer<Body>),
        ),
    });

  tagWrite('PATCH', '/api/tags/:id', 'Rename a tag', RenameTagSchema, async (userId, id, { name }) => {
    await renameUsersTag(ctx, userId, id, name);
    return id;
  });

  tagWrite(
    'POST',
    '/api/tags/:id/merge',
    'Merge a tag into another; answers the tag merged into',
    MergeTagSchema,
    async (userId, id, { into }) => {
      await mergeUsersTags(ctx, userId, id, into);
      return into;
    },
  );

  deleteByIdRoute(app, '/api/tags/:id', {
    tags,
    summary: 'Delete a tag from every entry',
    config: noSuchTag,
    remove: (userId, id) => removeTag(ctx, userId, id),
  });
}
