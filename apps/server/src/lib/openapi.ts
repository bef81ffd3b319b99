import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { locales } from '@storefront/i18n';
import { EXAMPLES } from './openapi-examples';
import { CURRENCIES, LANGUAGES } from '@storefront/shared';
import {
  contract,
  failureEnvelope,
  type Access,
  type Endpoint,
  type EndpointKey,
} from '@storefront/shared/contract';

type Json = Record<string, unknown>;
type MediaTypes = Record<string, Json & { example?: unknown }>;
type Operation = {
  requestBody?: { content?: MediaTypes };
  operationId?: string;
  parameters?: Json[];
  security?: Json[];
  responses?: Record<string, Json>;
  'x-failure-keys'?: string[];
};

/** Every key a failure can name: the server's messages and its validation messages. */
export function failureKeys(): string[] {
  const { msg, validation } = locales.en;
  return [
    ...Object.keys(msg).map((key) => `msg.${key}`),
    ...Object.keys(validation).map((key) => `validation.${key}`),
  ];
}

const ref = (to: string) => ({ $ref: `#/components/${to}` });

const failureSchema = () => {
  const schema = z.toJSONSchema(failureEnvelope, { target: 'draft-2020-12' }) as Json & {
    properties: Record<string, Json>;
  };
  delete schema.$schema;
  schema.properties.key = { type: 'string', enum: failureKeys(), description: 'The message key of `msg`.' };
  schema.description =
    'A failure: `code` 0 for a business or validation failure, 401 for a missing or expired token. `msg` is ' +
    'in the language of `lang`; programs decide on `key`, never on `msg`.';
  schema.examples = [
    {
      code: 0,
      msg: 'Insufficient balance',
      key: 'msg.insufficient_balance',
      time: 1_764_000_000,
      data: null,
    },
  ];
  return schema;
};

const failureResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('schemas/FailureEnvelope') } },
});

const securityOf: Record<Access, Json[]> = {
  public: [{}, { shopperToken: [] }],
  shopper: [{ shopperToken: [] }],
  operator: [{ operatorToken: [] }],
  seller: [{ sellerToken: [] }],
};

/**
 * What the route schemas alone cannot say, added to each operation of the contract: who may call it (the
 * token header as a security scheme), the `lang` and `currency` parameters, the Idempotency-Key header where it is accepted,
 * and the failure answers with their message keys.
 */
function completeOperation(key: EndpointKey, operation: Operation) {
  const endpoint: Endpoint | undefined = contract[key as keyof typeof contract];
  if (!endpoint) return;
  operation.security = securityOf[endpoint.access];
  operation.parameters = [
    ...(operation.parameters ?? []),
    ref('parameters/lang'),
    ref('parameters/currency'),
    ...(endpoint.idempotent ? [ref('parameters/idempotencyKey')] : []),
  ];
  const responses = (operation.responses ??= {});
  const success = responses['200'] as
    (Json & { content?: Record<string, { schema?: { anyOf?: Json[] } }> }) | undefined;
  if (success) {
    const refusals = endpoint.failures?.map((failureKey) => `\`${failureKey}\``).join(', ');
    success.description =
      'Success (`code` 1), or a business or validation failure (`code` 0)' +
      (refusals ? `. Its refusals (\`key\`), besides those of every call: ${refusals}` : '');
    // The failure branch of each answer is the one failure envelope, with its keys.
    const answer = success.content?.['application/json']?.schema;
    if (answer?.anyOf?.length === 2) answer.anyOf[1] = ref('schemas/FailureEnvelope');
  }
  const example = EXAMPLES[key];
  const json = (media: MediaTypes | undefined) => media?.['application/json'];
  const requestMedia = json(operation.requestBody?.content);
  if (example?.request !== undefined && requestMedia) requestMedia.example = example.request;
  const answerMedia = json(success?.content as MediaTypes | undefined);
  if (example?.answer !== undefined && answerMedia) {
    answerMedia.example = { code: 1, msg: 'Success', time: 1_764_057_600, data: example.answer };
  }
  // For generated clients: the refusals as a list (OpenAPI's `x-` extensions are free to add).
  if (endpoint.failures?.length) operation['x-failure-keys'] = [...endpoint.failures];
  if (endpoint.access !== 'public') responses['401'] = ref('responses/Unauthorized');
  responses['429'] = ref('responses/TooManyRequests');
  responses.default = ref('responses/Failure');
}

const tagDescriptions: Record<string, string> = {};

/** The swagger plugin's options: an OpenAPI 3.1 document built from the contract's zod schemas. */
export function openApiOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storefront API',
        version: '1.0.0',
        license: { name: 'MIT', identifier: 'MIT' },
        description:
          'Every answer is the envelope { code, msg, time, data }: code 1 is success, 0 a business or ' +
          'validation failure (HTTP 200, msg in the language of the `lang` query parameter, its message key in ' +
          '`key`), 401 a missing or expired token (HTTP 401). Money is a decimal string with two places. ' +
          'Shopper calls take the header `token`; operator calls under /api/admin take an operator token, and ' +
          'seller calls under /api/seller a seller token, in the same header.',
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          shopperToken: {
            type: 'apiKey',
            in: 'header',
            name: 'token',
            description:
              'The token POST /api/user/login or /api/user/register answers with, at data.userinfo.token.',
          },
          operatorToken: {
            type: 'apiKey',
            in: 'header',
            name: 'token',
            description: 'The token POST /api/admin/login answers with, at data.token.',
          },
          sellerToken: {
            type: 'apiKey',
            in: 'header',
            name: 'token',
            description: 'The token POST /api/seller/login answers with, at data.token (a shop member).',
          },
        },
        parameters: {
          lang: {
            name: 'lang',
            in: 'query',
            required: false,
            description: 'The language of `msg` and of translated data; simplified Chinese when missing.',
            schema: {
              type: 'string',
              enum: LANGUAGES.map((language) => language.file_name),
              default: 'zh-cn',
            },
          },
          currency: {
            name: 'currency',
            in: 'query',
            required: false,
            description:
              'The display currency (decision 062): an order created with it keeps its estimate in `display`. ' +
              'Money itself is always US dollars; unknown or missing means dollars alone.',
            schema: { type: 'string', enum: CURRENCIES.map((currency) => currency.code) },
          },
          idempotencyKey: {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            description:
              'Any string of 1 to 255 characters, new for each intended action: a retry with the same key and ' +
              'body answers what the first request answered, and does the work once.',
            schema: { type: 'string', minLength: 1, maxLength: 255 },
          },
        },
        responses: {
          Unauthorized: failureResponse('No token, or an expired or revoked one (`code` 401)'),
          TooManyRequests: failureResponse(
            'Too many requests from this address (`key` msg.too_many_requests)',
          ),
          Failure: failureResponse('A request the server could not read, or a server error'),
        },
        schemas: { FailureEnvelope: failureSchema() },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => {
      const openapi = (document as { openapiObject: Json }).openapiObject as Json & {
        paths?: Record<string, Record<string, Operation>>;
      };
      for (const [path, operations] of Object.entries(openapi.paths ?? {})) {
        for (const [method, operation] of Object.entries(operations)) {
          completeOperation(`${method.toUpperCase()} ${path}` as EndpointKey, operation);
        }
      }
      openapi.tags = [...new Set(Object.values(openapi.paths ?? {}).flatMap(tagsOf))].map((name) => ({
        name,
        description: tagDescriptions[name] ?? name,
      }));
      return openapi;
    },
  };
}

const tagsOf = (operations: Record<string, Operation & { tags?: string[] }>) =>
  Object.values(operations).flatMap((operation) => operation.tags ?? []);
