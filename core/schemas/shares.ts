/** Share links (DESIGN §6, decisions 300–302): POST, GET /api/shares, DELETE /api/shares/{id}, GET /api/shared/{token}. */
import { z } from 'zod';
import { DayTextSchema, InstantSchema } from './common';
import { required } from './fields';
import { ApiRangeReportSchema, rangeProblem, REPORT_PARTS } from './report-range';
import { isValidDay } from '../dates';

/** What a link may show; reports and WHO-5 unless the person chooses otherwise. */
export const SHARE_SCOPES = REPORT_PARTS;
export type ShareScope = (typeof SHARE_SCOPES)[number];
export const DEFAULT_SHARE_SCOPE: readonly ShareScope[] = ['reports', 'who5'];

/** Links one account may have working at once (README "Limits"; decision 301). */
export const MAX_ACTIVE_SHARE_LINKS = 20;
/** Ended (revoked or expired) links kept in the list, newest first; older ones are deleted. */
export const MAX_ENDED_SHARE_LINKS = 20;
export const SHARE_EXPIRY_MIN_DAYS = 1;
export const SHARE_EXPIRY_MAX_DAYS = 90;

const DAY_MESSAGE = 'must be a date written YYYY-MM-DD';
const EXPIRY_MESSAGE = `expiresInDays must be a whole number from ${SHARE_EXPIRY_MIN_DAYS} to ${SHARE_EXPIRY_MAX_DAYS}`;

export const CreateShareSchema = z
  .strictObject({
    scope: required(
      z
        .array(z.enum(SHARE_SCOPES, { error: `Each scope must be one of ${SHARE_SCOPES.join(', ')}` }), {
          error: 'scope must be a list',
        })
        .min(1, 'Choose at least one part to share')
        .max(SHARE_SCOPES.length, 'Name each part once')
        .refine((s) => new Set(s).size === s.length, 'Name each part once'),
      'scope is required',
    ),
    from: required(
      z.string({ error: `from ${DAY_MESSAGE}` }).refine(isValidDay, `from ${DAY_MESSAGE}`),
      'from is required',
    ),
    to: required(
      z.string({ error: `to ${DAY_MESSAGE}` }).refine(isValidDay, `to ${DAY_MESSAGE}`),
      'to is required',
    ),
    expiresInDays: required(
      z
        .number({ error: EXPIRY_MESSAGE })
        .int(EXPIRY_MESSAGE)
        .min(SHARE_EXPIRY_MIN_DAYS, EXPIRY_MESSAGE)
        .max(SHARE_EXPIRY_MAX_DAYS, EXPIRY_MESSAGE),
      'expiresInDays is required',
    ),
  })
  .superRefine((body, ctx) => {
    const problem = rangeProblem(body.from, body.to);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });
export type CreateShare = z.infer<typeof CreateShareSchema>;

/** The answer of POST /api/shares: the only time the link (with its token) is ever sent. */
export const ApiShareCreatedSchema = z.object({
  id: z.string(),
  url: z.string(),
  expiresAt: InstantSchema,
});
export type ApiShareCreated = z.infer<typeof ApiShareCreatedSchema>;

/** A link as listed: never its token. */
export const ApiShareSchema = z.object({
  id: z.string(),
  scope: z.array(z.enum(SHARE_SCOPES)),
  from: DayTextSchema,
  to: DayTextSchema,
  expiresAt: InstantSchema,
  createdAt: InstantSchema,
  lastOpenedAt: z.nullable(InstantSchema),
  revoked: z.boolean(),
});
export type ApiShare = z.infer<typeof ApiShareSchema>;

/** Path of /s/{token} and /api/shared/{token}; a malformed token is simply unknown (404). */
export const ShareTokenParamsSchema = z.strictObject({ token: z.string().max(200) });

/** GET /api/shared/{token}: whose report it is (their name, if they gave one), until when, and the report. */
export const ApiSharedReportSchema = z.object({
  name: z.string().nullable(),
  expiresAt: InstantSchema,
  report: ApiRangeReportSchema,
});
export type ApiSharedReport = z.infer<typeof ApiSharedReportSchema>;
