import { randomUUID } from 'node:crypto';
import {
  MAX_ACTIVE_SHARE_LINKS,
  MAX_ENDED_SHARE_LINKS,
  SHARE_SCOPES,
  type ApiShare,
  type ApiShareCreated,
  type ApiSharedReport,
  type CreateShare,
  type ShareScope,
} from '../../../core/schemas/shares';
import type { AppContext } from '../../lib/context';
import { AppError, notFound } from '../../lib/app-error';
import { hashToken, newToken } from '../../lib/tokens';
import { rangeReport } from '../reports/range-report.service';
import {
  findWorkingShareLink,
  insertBoundedShareLink,
  listShareLinks,
  markShareLinkOpened,
  revokeShareLink,
  type ShareLinkRow,
} from './shares.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export const SHARE_LIMIT = `You can have up to ${MAX_ACTIVE_SHARE_LINKS} share links working at once. Please turn one off to make another.`;
export const SHARE_NOT_FOUND = 'This link does not exist, has expired or was turned off.';

/** A token as newToken() makes it: 32 random bytes in base64url. Anything else is unknown at once. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function scopeOf(row: Pick<ShareLinkRow, 'scope'>): ShareScope[] {
  const names = row.scope.split(',');
  return SHARE_SCOPES.filter((s) => names.includes(s));
}

export function toApiShare(row: ShareLinkRow): ApiShare {
  return {
    id: row.id,
    scope: scopeOf(row),
    from: row.from_day,
    to: row.to_day,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    lastOpenedAt: row.last_opened_at,
    // Expired links are not "revoked": the list shows `expiresAt`, which has passed.
    revoked: row.revoked_at !== null,
  };
}

/**
 * A new link (decision 300): a fresh 256-bit token whose SHA-256 alone is stored; the URL with the
 * token is in this answer and nowhere else.
 */
export async function createShare(
  ctx: AppContext,
  userId: string,
  body: CreateShare,
): Promise<ApiShareCreated> {
  const now = ctx.clock();
  const token = newToken();
  const row: ShareLinkRow = {
    id: randomUUID(),
    user_id: userId,
    token_hash: hashToken(token),
    scope: SHARE_SCOPES.filter((s) => body.scope.includes(s)).join(','),
    from_day: body.from,
    to_day: body.to,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + body.expiresInDays * DAY_MS).toISOString(),
    last_opened_at: null,
    revoked_at: null,
  };
  const saved = await insertBoundedShareLink(ctx.db, ctx.dialect, row, {
    maxActive: MAX_ACTIVE_SHARE_LINKS,
    maxEnded: MAX_ENDED_SHARE_LINKS,
    now: row.created_at,
  });
  if (!saved) throw new AppError(409, 'share_limit', SHARE_LIMIT);
  return {
    id: row.id,
    url: `${ctx.config.appUrl.replace(/\/+$/, '')}/s/${token}`,
    expiresAt: row.expires_at,
  };
}

export async function listShares(ctx: AppContext, userId: string): Promise<ApiShare[]> {
  return (await listShareLinks(ctx.db, userId)).map(toApiShare);
}

export async function revokeShare(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!(await revokeShareLink(ctx.db, userId, id, ctx.clock().toISOString())))
    throw notFound('No such share link.');
}

/** The working link of a token, or a 404 that says the same for unknown, expired and revoked links. */
export async function workingLink(ctx: AppContext, token: string) {
  if (!TOKEN_SHAPE.test(token)) throw notFound(SHARE_NOT_FOUND);
  const link = await findWorkingShareLink(ctx.db, hashToken(token), ctx.clock().toISOString());
  if (!link) throw notFound(SHARE_NOT_FOUND);
  return link;
}

/** What a link shows: its scope of the owner's report over its range; records when it was opened. */
export async function openShare(ctx: AppContext, token: string): Promise<ApiSharedReport> {
  const link = await workingLink(ctx, token);
  const report = await rangeReport(
    ctx,
    link.user_id,
    { from: link.from_day, to: link.to_day },
    scopeOf(link),
  );
  await markShareLinkOpened(ctx.db, link.id, ctx.clock().toISOString());
  return { name: link.user_name, expiresAt: link.expires_at, report };
}
