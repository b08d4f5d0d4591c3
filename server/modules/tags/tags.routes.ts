import type { FastifyInstance } from 'fastify';
import { MergeTagSchema, RenameTagSchema } from '../../../core/schemas/tags';
import type { AppContext } from '../../context';
import { validate } from '../../lib/app-error';
import { listTags, mergeUsersTags, removeTag, renameUsersTag } from './tags.service';

type IdParams = { Params: { id: string } };

/** The user's tags: list, rename, merge, delete. Inside the authenticated scope. */
export async function tagRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/tags', async (request) => listTags(ctx, request.user.id));

  app.patch<IdParams>('/api/tags/:id', async (request) => {
    const { name } = validate(RenameTagSchema, request.body ?? {});
    await renameUsersTag(ctx, request.user.id, request.params.id, name);
    return (await listTags(ctx, request.user.id)).find((t) => t.id === request.params.id);
  });

  app.post<IdParams>('/api/tags/:id/merge', async (request) => {
    const { into } = validate(MergeTagSchema, request.body ?? {});
    await mergeUsersTags(ctx, request.user.id, request.params.id, into);
    return (await listTags(ctx, request.user.id)).find((t) => t.id === into);
  });

  app.delete<IdParams>('/api/tags/:id', async (request, reply) => {
    await removeTag(ctx, request.user.id, request.params.id);
    return reply.status(204).send();
  });
}
