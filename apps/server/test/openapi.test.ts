import { mkdir, copyFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { contract, type Endpoint } from '@storefront/shared/contract';
import { EXAMPLES } from '../src/lib/openapi-examples';
import { failureKeys } from '../src/lib/openapi';
import { requireOperator, requireUser } from '../src/lib/auth';
import { assertContractRoute } from '../src/lib/route';
import { registerShopper, useTestApp } from './harness';

const { t, api } = useTestApp();
const here = path.dirname(fileURLToPath(import.meta.url));

type Operation = {
  operationId?: string;
  parameters?: { $ref?: string }[];
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type Document = {
  openapi: string;
  info: { license: { name: string; identifier: string } };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { in: string; name: string }> };
};

const served = async () => (await t.app.inject('/api/openapi.json?lang=en')).json() as Document;

describe('the contract and /api/openapi.json', () => {
  it('documents every endpoint of the contract, and nothing else, with its answer, access and lang', async () => {
    const document = await served();
    expect(document.openapi).toBe('3.1.0');
    // The project's licence (LICENSE), as an SPDX identifier.
    expect(document.info.license).toEqual({ name: 'MIT', identifier: 'MIT' });
    const documented = Object.entries(document.paths).flatMap(([route, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${route}`,
        operation,
      })),
    );
    expect(documented.map(({ name }) => name).sort()).toEqual(Object.keys(contract).sort());
    for (const { name, operation } of documented) {
      expect(operation.responses['200']?.content?.['application/json']?.schema, name).toBeDefined();
      expect(operation.operationId, name).toMatch(/^(get|post)[A-Z]\w+$/);
      expect(operation.parameters, name).toContainEqual({ $ref: '#/components/parameters/lang' });
      expect(operation.security, name).toBeDefined();
    }
    const idempotent = documented.filter(({ operation }) =>
      operation.parameters?.some((parameter) => parameter.$ref === '#/components/parameters/idempotencyKey'),
    );
    expect(idempotent.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['POST /api/order/create', 'POST /api/order/pay']),
    );
  });

  it('refuses to start with an /api route outside the contract or without its answer schema', () => {
    expect(() =>
      assertContractRoute({ method: 'GET', url: '/api/user/secret_list', schema: { response: {} } }),
    ).toThrow(/not an endpoint of the contract/);
    expect(() =>
      assertContractRoute({ method: ['GET', 'HEAD'], url: '/api/user/address_list', schema: {} }),
    ).toThrow(/without its answer schema/);
    expect(() =>
      assertContractRoute({ method: 'GET', url: '/api/openapi.json', schema: { hide: true } }),
    ).not.toThrow();
    expect(() => assertContractRoute({ method: 'GET', url: '/media/logo/AB/20.svg' })).not.toThrow();
  });

  it('refuses to start with a route guarded otherwise than its contract access says', () => {
    const addressList = { method: 'GET', url: '/api/user/address_list', schema: { response: {} } };
    expect(() => assertContractRoute(addressList)).toThrow(/not guarded as the contract's access says/);
    expect(() => assertContractRoute({ ...addressList, preValidation: requireOperator })).toThrow(
      /not guarded as the contract's access says/,
    );
    expect(() =>
      assertContractRoute({ ...addressList, preValidation: [requireUser, requireOperator] }),
    ).toThrow(/not guarded/);
    expect(() => assertContractRoute({ ...addressList, preValidation: requireUser })).not.toThrow();
    // A public endpoint carries no guard.
    const productList = { method: 'GET', url: '/api/index/product', schema: { response: {} } };
    expect(() => assertContractRoute({ ...productList, preValidation: requireUser })).toThrow(/not guarded/);
    expect(() => assertContractRoute(productList)).not.toThrow();
  });

  it('gives examples that its own schemas accept, in the document', async () => {
    const document = await served();
    expect(Object.keys(EXAMPLES).length).toBeGreaterThan(5);
    for (const [name, example = {}] of Object.entries(EXAMPLES)) {
      const endpoint: Endpoint = contract[name as keyof typeof contract];
      if (example.request !== undefined)
        expect(endpoint.input?.safeParse(example.request).success, name).toBe(true);
      expect(endpoint.answer.safeParse(example.answer).success, name).toBe(true);
      const [method, route] = name.split(' ') as [string, string];
      const operation = document.paths[route]![method.toLowerCase()]! as Operation & {
        responses: Record<string, { content?: Record<string, { example?: { data?: unknown } }> }>;
      };
      expect(operation.responses['200']?.content?.['application/json']?.example?.data, name).toEqual(
        example.answer,
      );
    }
  });

  it('names failures by keys the document lists', async () => {
    const keys = failureKeys();
    const shopper = await registerShopper(t.app);
    const failures = [
      await api.get('/api/user/address_list'),
      await api.post('/api/user/address_add', { consignee: '' }, { token: shopper.token }),
      await api.get('/api/user/address', { id: 999_999 }, { token: shopper.token }),
    ];
    for (const failure of failures) {
      expect(failure.code).not.toBe(1);
      expect(keys).toContain(failure.key);
    }
  });

  it('lists each call’s refusals, every one a message the server has, in the document', async () => {
    const messages = failureKeys();
    const document = await served();
    const listed = Object.entries(contract as Record<string, Endpoint>).flatMap(([name, endpoint]) =>
      endpoint.failures?.length ? [{ name, failures: endpoint.failures }] : [],
    );
    expect(listed.length).toBeGreaterThan(50);
    for (const { name, failures } of listed) {
      for (const key of failures) expect(messages, name).toContain(key);
      const [method, route] = name.split(' ') as [string, string];
      const operation = document.paths[route]?.[method.toLowerCase()] as Operation & {
        'x-failure-keys'?: string[];
        responses: Record<string, { description?: string }>;
      };
      expect(operation['x-failure-keys'], name).toEqual([...failures]);
      for (const key of failures) expect(operation.responses['200']?.description).toContain(key);
    }
  });

  it('answers a refusal its call does not list as a server error under test, naming it', async () => {
    const shopper = await registerShopper(t.app);
    const endpoint = contract['GET /api/user/address'] as Endpoint;
    expect(endpoint.failures).toContain('msg.address_not_found');
    const listed = endpoint.failures;
    try {
      (endpoint as { failures?: readonly string[] }).failures = [];
      const undeclared = await api.get('/api/user/address', { id: 999_999 }, { token: shopper.token });
      expect(undeclared.status).toBe(500);
      expect(undeclared.msg).toContain('msg.address_not_found is not among the failures');
    } finally {
      (endpoint as { failures?: readonly string[] }).failures = listed;
    }
    const declared = await api.get('/api/user/address', { id: 999_999 }, { token: shopper.token });
    expect(declared).toMatchObject({ code: 0, key: 'msg.address_not_found' });
  });

  it('"Authorize" with a shopper token, then "Try it out" on a shopper call, answers code 1', async () => {
    const document = await served();
    const operation = document.paths['/api/user/address_list']!.get!;
    const [scheme] = Object.keys(operation.security![0]!);
    const { in: where, name } = document.components.securitySchemes[scheme!]!;
    expect(where).toBe('header');
    const shopper = await registerShopper(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/address_list?lang=en',
      headers: { [name]: shopper.token },
    });
    expect(response.json()).toMatchObject({ code: 1, data: [] });
  });

  it('passes redocly lint with the recommended rules without an error or a warning', async () => {
    const problems = await lintFromString({
      source: JSON.stringify(await served()),
      config: await createConfig({ extends: ['recommended'] }),
    });
    // Warnings too: among them, examples that do not fit their schemas.
    const found = problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? ''}`,
    );
    expect(found).toEqual([]);
  });

  it('gives types from which a third party’s typed client compiles', async () => {
    const folder = path.join(here, '../../../node_modules/.cache/storefront-openapi-client');
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder, { recursive: true });
    const types = astToString(await openapiTS(JSON.stringify(await served())));
    await writeFile(path.join(folder, 'api-types.ts'), types);
    await copyFile(path.join(here, 'openapi-client/sample-client.ts'), path.join(folder, 'sample-client.ts'));
    const program = ts.createProgram([path.join(folder, 'sample-client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2023,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: [],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  });
});
