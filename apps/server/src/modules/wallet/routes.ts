import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { endpointRoute } from '../../lib/route';
import {
  discountMoney,
  listBill,
  listNetworks,
  listRecharges,
  listWithdrawals,
  requestRecharge,
  requestWithdrawal,
  withdrawInfo,
} from './funds';
import { requesterOf } from '../user/security-change';
import { forgetDestination, listDestinations } from './destinations';
import { enabledRechargeAccounts } from './recharge-accounts';
import { resetPayCode, verifyPayCode } from './pay-code';

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['wallet'];
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/user/resetPay', {
      tags,
      summary: 'Set or change the payment code',
      description:
        'Digits only, at least 6. Needs the login `password`; old_pay_password too once a code is set. A ' +
        'change (not the first setting) is mailed to the account and holds withdrawals for 24 hours.',
    }),
    handler: async (request) => {
      await resetPayCode(app.ctx, currentUserId(request), request.body, requesterOf(request));
      return ok(request, null, 'msg.setting_success');
    },
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/user/verify_pay', {
      tags,
      summary: 'Check the payment code',
      description: 'Five wrong codes within 15 minutes lock it (and payment) for 15 minutes.',
    }),
    handler: async (request) =>
      ok(request, await verifyPayCode(app.ctx.db, currentUserId(request), request.body.pay_password)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/user/getBlockchain', {
      tags,
      summary: 'Networks for blockchain top-up, with address and minimum',
    }),
    handler: async (request) => ok(request, await listNetworks(app.ctx.db)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/user/recharge', {
      tags,
      summary: 'Ask for a top-up (manual, blockchain or card) with a payment evidence picture',
      description:
        'Waits as auditing until an operator passes it (crediting the actual arrival) or refuses it. Deposits ' +
        'via DEX, BSC and HECO are refused. Send an Idempotency-Key to make retries safe.',
    }),
    handler: async (request) =>
      ok(
        request,
        await requestRecharge(
          app.ctx,
          currentUserId(request),
          request.body,
          idempotencyKeyOf(request.headers),
        ),
        'msg.application_success',
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/user/extract', {
      tags,
      summary: 'Withdrawal settings: balance, fee rate, minimum, maximum, networks',
      description:
        '`held_until` (ISO time or null): withdrawals wait until then after a change of the email, the ' +
        'password or the payment code.',
    }),
    handler: async (request) => ok(request, await withdrawInfo(app.ctx.db, currentUserId(request))),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/user/extract', {
      tags,
      summary: 'Ask for a withdrawal by bank card or blockchain',
      description:
        'Needs the email code of event withdraw. The amount moves from balance to frozen until an operator ' +
        'pays it out or refuses it; fee and actual arrival are answered. Refused for 24 hours after a change ' +
        'of the email, the password or the payment code. Send an Idempotency-Key to make retries safe.',
    }),
    handler: async (request) =>
      ok(
        request,
        await requestWithdrawal(
          app.ctx,
          { userId: currentUserId(request) },
          request.body,
          idempotencyKeyOf(request.headers),
        ),
        'msg.draw_success',
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/user/recharge_log', { tags, summary: 'The shopper’s top-ups' }),
    handler: async (request) =>
      ok(request, await listRecharges(app.ctx.db, { ...request.query, userId: currentUserId(request) })),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/user/extract_log', {
      tags,
      summary: 'The shopper’s own withdrawals (a shop’s, asked for by its owner, are in its seller centre)',
    }),
    handler: async (request) =>
      ok(
        request,
        await listWithdrawals(app.ctx.db, {
          ...request.query,
          userId: currentUserId(request),
          personal: true,
        }),
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/user/bill', {
      tags,
      summary: 'Fund records: every ledger movement',
    }),
    handler: async (request) =>
      ok(request, await listBill(app.ctx.db, currentUserId(request), request.query)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/user/recharge_accounts', {
      tags,
      summary: 'The bank accounts to transfer to for a manual top-up (enabled ones)',
    }),
    handler: async (request) => ok(request, await enabledRechargeAccounts(app.ctx.db)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/user/cards', {
      tags,
      summary: 'The card list: bank cards and blockchain addresses withdrawn to',
      description:
        'Each withdrawal keeps its destination here, most recently used first (at most 20), for the ' +
        'withdrawal form to choose from. Only the shopper’s own.',
    }),
    handler: async (request) => ok(request, await listDestinations(app.ctx.db, currentUserId(request))),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/user/card_del', {
      tags,
      summary: 'Take a card or address off the card list',
      description: 'Withdrawals already made to it keep their details.',
    }),
    handler: async (request) => {
      await forgetDestination(app.ctx.db, currentUserId(request), request.body.id);
      return ok(request, null, 'msg.delete_success');
    },
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/user/score', {
      tags,
      summary: 'Discount money: free, total bonus, usable',
    }),
    handler: async (request) => ok(request, await discountMoney(app.ctx.db, currentUserId(request))),
  });
};
