import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentOwner, currentSeller } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { addressRateLimit } from '../../lib/rate-limit';
import { endpointRoute } from '../../lib/route';
import { requesterOf } from '../user/security-change';
import { saveShopProfile, sellerDashboard, shopProfile } from './service';
import { inviteStaff, removeStaff, revokeInvitation, shopStaff, tellInvited } from './staff';

const tags = ['seller'];

/** The shop itself (under /api/seller): its dashboard and its people. */
export const sellerShopRoutes: FastifyPluginAsyncZod = async (member) => {
  const { db } = member.ctx;
  member.route({
    ...endpointRoute(member.prefix, 'GET /api/seller/dashboard', {
      tags,
      summary: 'Today’s and this month’s paid orders and sales of the shop, and what waits for it',
    }),
    handler: async (request) => ok(request, await sellerDashboard(db, currentSeller(request).shopId)),
  });
  member.route({
    ...endpointRoute(member.prefix, 'GET /api/seller/shop', {
      tags,
      summary: 'The shop’s profile: name, description, logo and the address its withdrawal codes go to',
    }),
    handler: async (request) => ok(request, await shopProfile(db, currentSeller(request).shopId)),
  });
  member.route({
    ...endpointRoute(member.prefix, 'POST /api/seller/shop/save', {
      tags,
      summary: 'Edit the shop’s name, description and logo (owner only)',
      description: 'The logo is one of the owner’s uploads (POST /api/seller/upload); left out, it stays.',
    }),
    handler: async (request) =>
      ok(request, await saveShopProfile(db, currentOwner(request), request.body), 'msg.save_success'),
  });
  member.route({
    ...endpointRoute(member.prefix, 'GET /api/seller/staff', {
      tags,
      summary: 'The shop’s members and the invitations waiting for an answer',
    }),
    handler: async (request) => ok(request, await shopStaff(db, currentSeller(request).shopId)),
  });
  member.route({
    ...endpointRoute(member.prefix, 'POST /api/seller/staff/invite', {
      tags,
      summary: 'Invite an email address to the shop’s staff (owner only)',
      description:
        'The address is mailed; the account with that verified address accepts or declines in the app ' +
        '(POST /api/user/shop_invitation/answer). Inviting again answers the open invitation, mailing nothing. ' +
        'Each invitation is a mail: a shop sends at most MAX_INVITATIONS_PER_WINDOW in INVITATION_WINDOW_HOURS, ' +
        'and one per address in that time, whether taken back, declined or accepted since.',
    }),
    config: addressRateLimit(member.ctx.config),
    handler: async (request) => {
      const { created, ...invitation } = await inviteStaff(
        member.ctx,
        currentOwner(request),
        request.body.email,
      );
      if (created) await tellInvited(member.ctx, requesterOf(request), invitation);
      return ok(request, invitation, 'msg.invitation_sent');
    },
  });
  member.route({
    ...endpointRoute(member.prefix, 'POST /api/seller/staff/revoke', {
      tags,
      summary: 'Take back an invitation not answered yet (owner only)',
    }),
    config: addressRateLimit(member.ctx.config),
    handler: async (request) => {
      await revokeInvitation(db, currentOwner(request), request.body.id);
      return ok(request, null, 'msg.delete_success');
    },
  });
  member.route({
    ...endpointRoute(member.prefix, 'POST /api/seller/staff/remove', {
      tags,
      summary: 'Remove a staff member (owner only); their seller sessions end',
    }),
    handler: async (request) => {
      await removeStaff(db, currentOwner(request), request.body.user_id);
      return ok(request, null, 'msg.staff_removed');
    },
  });
};
