import { z } from 'zod';

/**
 * Who may call an endpoint: `public` needs no token (a shopper's token, when sent, is read: a product page then
 * says whether it is a favourite), `shopper` answers 401 without a shopper's token, `operator` without an
 * operator's, `seller` without a seller's (a shop member's, from the seller login).
 */
export type Access = 'public' | 'shopper' | 'operator' | 'seller';

/** Method and path in one string, as api-contract.md writes them: `GET /api/user/address_list`. */
export type EndpointKey = `${'GET' | 'POST'} /api/${string}`;

/** The message key of a business refusal: the `key` of an answer with code 0 (`msg.balance_insufficient`). */
export type FailureKey = `msg.${string}`;

/**
 * Refusals any call may answer, listed by no endpoint: not signed in (a 401), too many requests (a 429), and an
 * Idempotency-Key sent again with another body.
 */
export const ANY_CALL_FAILURES: readonly FailureKey[] = [
  'msg.please_login',
  'msg.too_many_requests',
  'msg.idempotency_mismatch',
];

/** What refuses a picture upload, on each of the three upload calls (one upload service behind them). */
export const PICTURE_UPLOAD_FAILURES: readonly FailureKey[] = [
  'msg.upload_busy',
  'msg.upload_missing',
  'msg.upload_too_large',
  'msg.upload_too_many_pixels',
  'msg.upload_type',
];

/** What refuses a catalogue import, the console's and the seller's (one import service behind both). */
export const CATALOGUE_IMPORT_FAILURES: readonly FailureKey[] = [
  'msg.category_not_found',
  'msg.import_busy',
  'msg.import_duplicate_column',
  'msg.import_empty',
  'msg.import_malformed',
  'msg.import_missing',
  'msg.import_missing_column',
  'msg.import_too_large',
  'msg.import_too_many_rows',
  'msg.import_unknown_column',
  'msg.shop_not_found',
  'msg.translation_specs_shape',
  'msg.upload_not_found',
];

/**
 * One call of the HTTP API. `input` is the query (GET) or the JSON body (POST), the same schema the apps
 * validate forms with; `answer` is the `data` of a successful answer. `idempotent` calls accept an
 * Idempotency-Key header; `upload` calls take a multipart body instead of JSON. `failures` are the refusals
 * this call may answer besides those any call may (`ANY_CALL_FAILURES`) and invalid input (`validation.*`).
 */
export type Endpoint = {
  access: Access;
  input?: z.ZodType;
  answer: z.ZodType;
  idempotent?: true;
  upload?: true;
  failures?: readonly FailureKey[];
};

export type ContractTable = { readonly [key: EndpointKey]: Endpoint };

/** What the caller sends: the schema's input type (before trimming and defaults), or nothing. */
export type InputOf<E extends Endpoint> = E['input'] extends z.ZodType ? z.input<E['input']> : undefined;

/** What `data` holds when the call succeeds. */
export type AnswerOf<E extends Endpoint> = z.output<E['answer']>;

/** Money on the wire: a decimal string with two places ("12.50"). */
export const moneyText = () => z.string().regex(/^-?\d+\.\d{2}$/);

/** A moment on the wire: an ISO 8601 string in UTC. */
export const isoTime = () => z.iso.datetime({ offset: true });

/** A page of a list: the rows and where they sit in the whole. */
export const pageSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({
    list: z.array(row),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
  });

/** The envelope of a successful answer around its `data`. */
export const successEnvelope = <Data extends z.ZodType>(data: Data) =>
  z.object({ code: z.literal(1), msg: z.string(), time: z.number().int(), data });

/**
 * The envelope of a failure: `code` 0 for a business or validation failure (HTTP 200 or a 4xx/5xx status),
 * 401 for a missing or expired token (HTTP 401). `msg` is for people, `key` for programs.
 */
export const failureEnvelope = z.object({
  code: z.union([z.literal(0), z.literal(401)]),
  msg: z.string(),
  key: z.string(),
  time: z.number().int(),
  data: z.null(),
  /** The request's id, as in its `X-Request-Id` header and the server's log lines. */
  request_id: z.string().optional(),
});
