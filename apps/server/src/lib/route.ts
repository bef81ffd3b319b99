import type { FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import {
  type Access,
  contract,
  failureEnvelope,
  successEnvelope,
  type Contract,
  type Endpoint,
} from '@storefront/shared/contract';
import { requireOperator, requireSeller, requireUser } from './auth';

export type EndpointName = keyof Contract;

type Guard = (request: FastifyRequest) => Promise<void>;

/**
 * The guard of each kind of access, run before validation so that a stranger learns nothing but 401. Public
 * endpoints have none (a shopper's token, when sent, is still read).
 */
const GUARDS: Record<Access, Guard | undefined> = {
  public: undefined,
  shopper: requireUser,
  operator: requireOperator,
  seller: requireSeller,
};

type Docs = { tags: string[]; summary: string; description?: string };

type InputPart<Name extends EndpointName> = Contract[Name] extends { input: infer Input extends z.ZodType }
  ? Name extends `GET ${string}`
    ? { querystring: Input }
    : { body: Input }
  : object;

/** What a successful call answers or a business failure (HTTP 200, code 0) answers. */
export const answerEnvelope = <Answer extends z.ZodType>(answer: Answer) =>
  z.union([successEnvelope(answer), failureEnvelope]);

type AnswerEnvelope<Answer extends z.ZodType> = z.ZodUnion<
  [
    z.ZodObject<{ code: z.ZodLiteral<1>; msg: z.ZodString; time: z.ZodNumber; data: Answer }>,
    typeof failureEnvelope,
  ]
>;

type RouteSchema<Name extends EndpointName> = Docs &
  InputPart<Name> & { operationId: string; response: { 200: AnswerEnvelope<Contract[Name]['answer']> } };

/** `GET /api/user/address_list` → `getUserAddressList`: unique, stable and readable in generated clients. */
export const operationIdOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/ \/api\//, '/')
    .replace(/[/_-]+(\w)/g, (_match, letter: string) => letter.toUpperCase());

/**
 * The method, URL (relative to the plugin's prefix) and schema of a contract endpoint, for `app.route`: its
 * request schema validates the query or body, its answer schema checks and serializes what the handler sends,
 * and both become the OpenAPI document.
 */
export function endpointRoute<Name extends EndpointName>(prefix: string, name: Name, docs: Docs) {
  const [method, path] = name.split(' ') as ['GET' | 'POST', string];
  if (!path.startsWith(prefix)) throw new Error(`${name} is registered under ${prefix}`);
  const endpoint: Endpoint = contract[name];
  const input = endpoint.input
    ? method === 'GET'
      ? { querystring: endpoint.input }
      : { body: endpoint.input }
    : {};
  const schema: FastifySchema = {
    ...docs,
    ...input,
    operationId: operationIdOf(name),
    response: { 200: answerEnvelope(endpoint.answer) },
  };
  const guard = GUARDS[endpoint.access];
  return {
    method,
    url: path.slice(prefix.length),
    schema: schema as RouteSchema<Name>,
    ...(guard && { preValidation: guard }),
  };
}

/**
 * The data of an answer sent already serialized (the catalog cache): encoded by its schema once, when the cache
 * fills, as every other answer is on each request.
 */
export const encodedAnswer = <Name extends EndpointName>(
  name: Name,
  data: z.input<Contract[Name]['answer']>,
) => z.encode(contract[name].answer as z.ZodType, data) as z.output<Contract[Name]['answer']>;

type RegisteredRoute = {
  method: string | string[];
  url: string;
  schema?: { hide?: boolean; response?: unknown };
  preValidation?: unknown;
};

/**
 * Run for every route as it is registered (`onRoute`): a route under /api is an endpoint of the contract,
 * registered with its answer schema, unless it is hidden from the API's documents (the documents themselves).
 * A route added any other way stops the server from starting.
 */
export function assertContractRoute(route: RegisteredRoute) {
  if (!route.url.startsWith('/api/') || route.schema?.hide) return;
  // Fastify adds a HEAD route for every GET one.
  const names = [route.method]
    .flat()
    .filter((method) => method !== 'HEAD')
    .map((method) => `${method} ${route.url}`);
  const outside = names.find((name) => !(name in contract));
  if (outside)
    throw new Error(`${outside} is not an endpoint of the contract (packages/shared/src/contract)`);
  if (!route.schema?.response) throw new Error(`${route.url} is registered without its answer schema`);
  // The guard is the contract's `access` (`endpointRoute` sets it): a route cannot drop or change it.
  const registered = [route.preValidation ?? []].flat();
  for (const name of names) {
    const guard = GUARDS[contract[name as EndpointName].access];
    if (registered.length !== (guard ? 1 : 0) || (guard && registered[0] !== guard)) {
      throw new Error(`${name} is not guarded as the contract's access says`);
    }
  }
}
