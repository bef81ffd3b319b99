import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/** Paths of the fields `sent` holds (with a value) that `kept` lost: what the answer's schema does not name. */
export function fieldsLeftOut(sent: unknown, kept: unknown, at = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    return sent.flatMap((item, index) => fieldsLeftOut(item, kept[index], `${at}[${index}]`));
  }
  if (!isRecord(sent) || !isRecord(kept)) return [];
  return Object.entries(sent).flatMap(([field, value]) => {
    if (value === undefined) return [];
    if (!(field in kept)) return [`${at}.${field}`];
    return fieldsLeftOut(value, kept[field], `${at}.${field}`);
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !(value instanceof Date);

/**
 * Every answer is encoded by its route's zod schema before it is sent: a value of the wrong shape is a server
 * error rather than a surprise in the apps, and a field the schema does not name is dropped (nothing leaves that
 * the contract does not show). With `strict` (the tests) a dropped field is an error too, so a field added to an
 * answer without its schema fails the suite instead of vanishing.
 */
export function answerSerializer({ strict }: { strict: boolean }): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) =>
    (data) => {
      const result = z.safeEncode(schema, data);
      if (!result.success) {
        throw new Error(`The answer of ${method} ${url} does not match its schema`, { cause: result.error });
      }
      if (strict) {
        const leftOut = fieldsLeftOut(data, result.data);
        if (leftOut.length > 0) {
          throw new Error(`The answer schema of ${method} ${url} leaves out ${leftOut.join(', ')}`);
        }
      }
      return JSON.stringify(result.data);
    };
}
