import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';
import { translate } from './i18n';
import { issueText, type IssueText } from './validation-messages';

/** fastify-type-provider-zod's mark of a zod validation error (`hasZodFastifySchemaValidationErrors`). */
const ZOD_VALIDATION = Symbol.for('ZodFastifySchemaValidationError');

/** An issue's text in English: zod's own messages as the catalogue writes them (decision 475). */
export function englishIssueText(text: IssueText): string {
  return translate('en', text.descriptor, text.values);
}

let installed = false;
/**
 * zod's own messages from the catalogue for every parse of the server (`z.config`, process-wide): the
 * English is zod's byte for byte. An issue the map does not cover keeps zod's English locale.
 */
export function useCatalogueErrorMap(): void {
  if (installed) return;
  installed = true;
  z.config({
    customError: (issue) => {
      const text = issueText(issue);
      return text ? englishIssueText(text) : undefined;
    },
  });
}

/** A validation error as fastify-type-provider-zod makes it, with the issue's descriptor in `params`. */
export interface IssueValidationError extends FastifySchemaValidationError {
  params: { text: IssueText | null };
}

/**
 * Parses a route's params, query and body with its zod schema, as fastify-type-provider-zod's compiler
 * does, and keeps each issue's descriptor and values (`params.text`), taken while the issue still holds
 * the value it refused (its type), so the error handler can say it in the request's language. The value
 * itself is not kept.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = z.safeParse(schema, data, { reportInput: true });
    if (result.success) return { value: result.data };
    const error: IssueValidationError[] = result.error.issues.map((issue) => {
      const path = issue.path.map(String).join('/');
      return {
        [ZOD_VALIDATION]: true,
        keyword: issue.code,
        instancePath: `/${path}`,
        schemaPath: `#/${path}/${issue.code}`,
        message: issue.message,
        params: { text: issueText(issue) },
      };
    });
    return { error };
  };
