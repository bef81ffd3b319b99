import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentOperatorId } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { endpointRoute } from '../../lib/route';
import { audited } from './audit-log';
import { listShoppers } from './console';
import { withShopNames, withShopperNames } from './shopper-names';
import { adjustBalance, auditRecharge, auditWithdrawal } from '../wallet/audits';
import { listRecharges, listWithdrawals } from '../wallet/funds';

/** The operator's money calls: top-up and withdrawal queues with their audits, shoppers and adjustments. */
export const adminWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/recharges', { tags, summary: 'Top-up requests' }),
    handler: async (request) =>
      ok(request, await withShopperNames(app.ctx.db, await listRecharges(app.ctx.db, request.query))),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/recharge/audit', {
      tags,
      summary: 'Pass (crediting amount, default the asked amount) or refuse a top-up, once',
    }),
    handler: async (request) =>
      ok(
        request,
        await audited(request, { action: 'recharge.audit', target: 'recharge', id: request.body.id }, (tx) =>
          auditRecharge(tx, currentOperatorId(request), request.body),
        ),
        'msg.audit_success',
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/withdrawals', { tags, summary: 'Withdrawal requests' }),
    handler: async (request) =>
      ok(
        request,
        await withShopNames(
          app.ctx.db,
          await withShopperNames(app.ctx.db, await listWithdrawals(app.ctx.db, request.query)),
        ),
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/withdraw/audit', {
      tags,
      summary: 'Pay out or refuse a withdrawal (frozen money back), once',
    }),
    handler: async (request) =>
      ok(
        request,
        await audited(
          request,
          { action: 'withdrawal.audit', target: 'withdrawal', id: request.body.id },
          (tx) => auditWithdrawal(tx, currentOperatorId(request), request.body),
        ),
        'msg.audit_success',
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/users', {
      tags,
      summary: 'Shoppers, searchable by username, email or mobile',
    }),
    handler: async (request) => ok(request, await listShoppers(app.ctx.db, request.query)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/user/adjust', {
      tags,
      summary: 'Change a balance (signed amount) with a memo, through the ledger',
    }),
    handler: async (request) =>
      ok(
        request,
        await audited(request, { action: 'user.adjust', target: 'user', id: request.body.user_id }, (tx) =>
          adjustBalance(tx, request.body),
        ),
        'msg.save_success',
      ),
  });
};
