import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentOperatorId, currentUserId } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { endpointRoute } from '../../lib/route';
import { audited } from '../admin/audit-log';
import { requesterOf } from '../user/security-change';
import {
  applyForShop,
  auditApplication,
  latestApplication,
  listApplications,
  mailApplicationDecision,
} from './service';
import { answerInvitation, receivedInvitations, shopMembership } from '../seller/staff';

/** A shopper's application to open a shop (under /api/user). */
export const merchantApplyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['marketplace'];
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/user/merchant_apply', {
      tags,
      summary: 'Apply to open a shop; an operator passes or refuses it',
      description:
        'logo and document are pictures uploaded by the same user (POST /api/common/upload). One application ' +
        'waits for review at a time; a member of a shop cannot apply.',
    }),
    handler: async (request) =>
      ok(
        request,
        await applyForShop(app.ctx.db, currentUserId(request), request.body),
        'msg.merchant_apply_success',
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/user/merchant_apply', {
      tags,
      summary: 'The user’s latest shop application and its status, or null',
    }),
    handler: async (request) => ok(request, await latestApplication(app.ctx.db, currentUserId(request))),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/user/shop_invitations', {
      tags,
      summary: 'Invitations to join a shop as staff, addressed to the user’s verified email',
    }),
    handler: async (request) => ok(request, await receivedInvitations(app.ctx.db, currentUserId(request))),
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/user/shop_membership', {
      tags,
      summary: 'The shop the user belongs to and their role there (owner or staff), or null',
    }),
    handler: async (request) => ok(request, await shopMembership(app.ctx.db, currentUserId(request))),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/user/shop_invitation/answer', {
      tags,
      summary: 'Accept (join the shop as staff) or decline an invitation',
      description:
        'An account runs one shop at most: accepting is refused for a member of a shop or while the user’s own ' +
        'shop application waits for review.',
    }),
    handler: async (request) => {
      await answerInvitation(app.ctx.db, currentUserId(request), request.body);
      return ok(request, null, 'msg.save_success');
    },
  });
};

/** The operators' side of applications (under /api/admin). */
export const adminMerchantRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/merchant_applications', {
      tags,
      summary: 'Shop applications',
    }),
    handler: async (request) => ok(request, await listApplications(app.ctx.db, request.query)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/merchant_application/audit', {
      tags,
      summary: 'Pass (the shop opens with the applicant as owner) or refuse (with a remark) an application',
    }),
    handler: async (request) => {
      const decided = await audited(
        request,
        { action: 'merchant_application.audit', target: 'merchant_application', id: request.body.id },
        (tx) => auditApplication(tx, currentOperatorId(request), request.body),
      );
      await mailApplicationDecision(app.ctx, requesterOf(request), decided, sellerCentreUrl(request));
      return ok(request, decided, 'msg.audit_success');
    },
  });
};

/** Where merchants log in, as this request reached the server. */
const sellerCentreUrl = (request: { protocol: string; host: string }) =>
  `${request.protocol}://${request.host}/seller`;
