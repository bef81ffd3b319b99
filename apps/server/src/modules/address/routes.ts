import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressSaveSchema, idQuerySchema } from '@storefront/shared';
import { currentUserId, requireUser } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { deleteAddress, getAddress, listAddresses, saveAddress, setDefaultAddress } from './service';

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const tags = ['address'];

  app.get(
    '/address_list',
    { schema: { tags, summary: "The shopper's addresses, default first" } },
    async (request) => ok(request, await listAddresses(app.ctx.db, currentUserId(request))),
  );

  app.post(
    '/address_add',
    {
      schema: {
        tags,
        summary: 'Add an address, or edit one with `id`',
        description: `The first address becomes the default. At most one default per shopper.`,
        body: addressSaveSchema,
      },
    },
    async (request) =>
      ok(request, await saveAddress(app.ctx.db, currentUserId(request), request.body), 'msg.save_success'),
  );

  app.get(
    '/address',
    { schema: { tags, summary: 'One address of the shopper', querystring: idQuerySchema } },
    async (request) => ok(request, await getAddress(app.ctx.db, currentUserId(request), request.query.id)),
  );

  app.post(
    '/address_set_default',
    { schema: { tags, summary: 'Make an address the default', body: idQuerySchema } },
    async (request) => {
      await setDefaultAddress(app.ctx.db, currentUserId(request), request.body.id);
      return ok(request, null, 'msg.setting_success');
    },
  );

  app.get(
    '/address_del',
    {
      schema: {
        tags,
        summary: 'Delete an address',
        description: 'Deleting the default makes the most recently used remaining address the default.',
        querystring: idQuerySchema,
      },
    },
    async (request) => {
      await deleteAddress(app.ctx.db, currentUserId(request), request.query.id);
      return ok(request, null, 'msg.delete_success');
    },
  );
};
