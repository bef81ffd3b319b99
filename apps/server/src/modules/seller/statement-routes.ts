import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { currentOwner, currentSeller } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { endpointRoute } from '../../lib/route';
import { shopWithdrawInfo } from './service';
import { shopStatement, shopStatementCsv, statementFileName } from './statement';

/** The CSV text itself, as a download; failures before it are envelopes as everywhere. */
const sendCsv = (reply: FastifyReply, fileName: string, csv: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);

const csvDescription =
  'Answers the file itself (text/csv, UTF-8 with a byte order mark, an attachment): a header row in the ' +
  'request’s language, one row per movement, amounts as plain decimals. A failure answers the usual envelope.';

/** The shop's statement (under /api/seller): every movement of its money explained, and its export. */
export const sellerStatementRoutes: FastifyPluginAsyncZod = async (member) => {
  const { db } = member.ctx;
  const tags = ['seller'];
  member.route({
    ...endpointRoute(member.prefix, 'GET /api/seller/statement', {
      tags,
      summary: 'The shop’s statement over a period: each movement explained, balances and totals',
      description:
        'Oldest first. A settlement shows what the order’s shopper paid, what was refunded, the rates its lines ' +
        'were sold under and the commission; a withdrawal its fee and what arrives; each the balance after it.',
    }),
    handler: async (request) =>
      ok(request, await shopStatement(db, currentSeller(request).shopId, request.query)),
  });
  member.route({
    ...endpointRoute(member.prefix, 'GET /api/seller/statement_csv', {
      tags,
      summary: 'The shop’s statement over a period as a CSV file',
      description: csvDescription,
    }),
    handler: async (request, reply) => {
      const { shopId } = currentSeller(request);
      const csv = await shopStatementCsv(db, shopId, request.query, request.t);
      return sendCsv(reply, statementFileName(shopId, request.query), csv);
    },
  });
  member.route({
    ...endpointRoute(member.prefix, 'GET /api/seller/extract', {
      tags,
      summary: 'Before a withdrawal (owner only): the shop’s available money, fee rate, limits and networks',
    }),
    handler: async (request) => ok(request, await shopWithdrawInfo(db, currentOwner(request))),
  });
};

/** Any shop's statement, for operators (under /api/admin). */
export const adminStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['operator'];
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/shop/statement', {
      tags,
      summary: 'A shop’s statement over a period, as its seller centre shows it',
    }),
    handler: async (request) => ok(request, await shopStatement(db, request.query.shop_id, request.query)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/shop/statement_csv', {
      tags,
      summary: 'A shop’s statement over a period as a CSV file',
      description: csvDescription,
    }),
    handler: async (request, reply) => {
      const { shop_id: shopId, ...period } = request.query;
      const csv = await shopStatementCsv(db, shopId, period, request.t);
      return sendCsv(reply, statementFileName(shopId, period), csv);
    },
  });
};
