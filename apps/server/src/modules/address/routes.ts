import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { endpointRoute } from '../../lib/route';
import { deleteAddress, getAddress, listAddresses, saveAddress, setDefaultAddress } from './service';

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['address'];

  app.route({
    ...endpointRoute(app.prefix, 'GET /api/user/address_list', {
      tags,
      summary: "The shopper's addresses, default first",
    }),
    handler: async (request) => ok(request, await listAddresses(app.ctx.db, currentUserId(request))),
  });

  app.route({
    ...endpointRoute(app.prefix, 'POST /api/user/address_add', {
      tags,
      summary: 'Add an address, or edit one with `id`',
      description: `The first address becomes the default. At most one default per shopper.`,
    }),
    handler: async (request) =>
      ok(request, await saveAddress(app.ctx.db, currentUserId(request), request.body), 'msg.save_success'),
  });

  app.route({
    ...endpointRoute(app.prefix, 'GET /api/user/address', { tags, summary: 'One address of the shopper' }),
    handler: async (request) =>
      ok(request, await getAddress(app.ctx.db, currentUserId(request), request.query.id)),
  });

  app.route({
    ...endpointRoute(app.prefix, 'POST /api/user/address_set_default', {
      tags,
      summary: 'Make an address the default',
    }),
    handler: async (request) => {
      await setDefaultAddress(app.ctx.db, currentUserId(request), request.body.id);
      return ok(request, null, 'msg.setting_success');
    },
  });

  app.route({
    ...endpointRoute(app.prefix, 'GET /api/user/address_del', {
      tags,
      summary: 'Delete an address',
      description: 'Deleting the default makes the most recently used remaining address the default.',
    }),
    handler: async (request) => {
      await deleteAddress(app.ctx.db, currentUserId(request), request.query.id);
      return ok(request, null, 'msg.delete_success');
    },
  });
};
