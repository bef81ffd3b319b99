import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentOwner, currentSeller } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { endpointRoute } from '../../lib/route';
import { audited } from '../admin/audit-log';
import { deleteZone, saveZone, shopZones } from './zones';

const RULES =
  'A country may be in one zone of the shop; a zone without countries is its rest of the world (one at most); ' +
  'at most SHIPPING_ZONES_MAX zones. Amounts are dollars as text, `percent` a percentage of the goods.';

/**
 * After a change has committed: this instance's checkout prices by the new zones at once (the other instances
 * hear the table's trigger a moment later).
 */
const changed = <T>(ctx: AppContext, result: T) => {
  ctx.destinationRules.invalidate();
  return result;
};

/** The shop's shipping zones in the seller centre (under /api/seller): members read them, the owner changes them. */
export const sellerZoneRoutes: FastifyPluginAsyncZod = async (member) => {
  const { db } = member.ctx;
  const tags = ['seller'];
  member.route({
    ...endpointRoute(member.prefix, 'GET /api/seller/shipping_zones', {
      tags,
      summary: 'The shop’s shipping zones, and the platform’s rule it ships by while it has none',
    }),
    handler: async (request) => ok(request, await shopZones(db, currentSeller(request).shopId)),
  });
  member.route({
    ...endpointRoute(member.prefix, 'POST /api/seller/shipping_zone/save', {
      tags,
      summary: 'Add a shipping zone, or edit one of the shop’s with `id` (owner only)',
      description: RULES,
    }),
    handler: async (request) =>
      ok(
        request,
        changed(member.ctx, await saveZone(db, currentOwner(request).shopId, request.body)),
        'msg.save_success',
      ),
  });
  member.route({
    ...endpointRoute(member.prefix, 'POST /api/seller/shipping_zone/delete', {
      tags,
      summary: 'Delete one of the shop’s shipping zones (owner only)',
    }),
    handler: async (request) => {
      await deleteZone(db, currentOwner(request).shopId, request.body.id);
      return ok(request, changed(member.ctx, null), 'msg.delete_success');
    },
  });
};

/** Any shop's shipping zones in the console (under /api/admin), the platform's own shops among them; audited. */
export const adminZoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/shop/shipping_zones', {
      tags,
      summary: 'A shop’s shipping zones, and the platform’s rule it ships by while it has none',
    }),
    handler: async (request) => ok(request, await shopZones(app.ctx.db, request.query.shop_id)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/shop/shipping_zone/save', {
      tags,
      summary: 'Add a shipping zone to a shop, or edit one of its zones with `id`',
      description: RULES,
    }),
    handler: async (request) => {
      const { shop_id: shopId, ...zone } = request.body;
      const saved = await audited(
        request,
        { action: 'shipping_zone.save', target: 'shipping_zone', id: zone.id },
        (tx) => saveZone(tx, shopId, zone),
      );
      return ok(request, changed(app.ctx, saved), 'msg.save_success');
    },
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/shop/shipping_zone/delete', {
      tags,
      summary: 'Delete one of a shop’s shipping zones',
    }),
    handler: async (request) => {
      const { id, shop_id: shopId } = request.body;
      await audited(request, { action: 'shipping_zone.delete', target: 'shipping_zone', id }, (tx) =>
        deleteZone(tx, shopId, id),
      );
      return ok(request, changed(app.ctx, null), 'msg.delete_success');
    },
  });
};
