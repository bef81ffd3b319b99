import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { CATALOGUE_IMPORT_MAX_BYTES, catalogueShopQuery, parseMessageRef } from '@storefront/shared';
import { AppError } from '../../lib/app-error';
import { currentSeller } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { uploadRateLimit } from '../../lib/rate-limit';
import { endpointRoute } from '../../lib/route';
import { audited } from '../admin/audit-log';
import { exportProducts, importProducts } from './service';

/** The one file of a multipart request (field `file`), whole, with the fields sent before it. */
async function receiveCatalogue(request: FastifyRequest) {
  const file = request.isMultipart() ? await request.file() : undefined;
  if (!file) throw new AppError('msg.import_missing');
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('msg.import_too_large');
    }
    throw error;
  }
  // Cut at the limit between two chunks, the parser answers the first part without an error.
  if (file.file.truncated) throw new AppError('msg.import_too_large');
  const fields = Object.fromEntries(
    Object.entries(file.fields).flatMap(([name, field]) =>
      field && !Array.isArray(field) && field.type === 'field' ? [[name, field.value]] : [],
    ),
  );
  return { bytes, fields };
}

/** A file of at most CATALOGUE_IMPORT_MAX_BYTES and one field besides. */
const MULTIPART_LIMITS = { limits: { fileSize: CATALOGUE_IMPORT_MAX_BYTES, files: 1, fields: 5 } };

/** The seller centre's import and export: always the member's own shop, from the token. */
export const sellerCatalogueRoutes: FastifyPluginAsyncZod = async (member) => {
  await member.register(multipart, MULTIPART_LIMITS);
  const tags = ['seller'];
  const { db } = member.ctx;
  member.route({
    ...endpointRoute(member.prefix, 'POST /api/seller/products/import', {
      tags,
      summary: 'Import products from a CSV file (multipart field `file`): all rows, or none and a report',
      description:
        'Columns as GET /api/seller/products/export writes them (docs/features.md, decision 047). Each row is checked as ' +
        'POST /api/seller/product/save checks a product; pictures are uploads of the shop’s members. Any ' +
        'refused row: nothing is inserted, and `refused` names each row, column and reason.',
    }),
    ...uploadRateLimit(member),
    handler: async (request) => {
      const { shopId } = currentSeller(request);
      const { bytes } = await receiveCatalogue(request);
      const report = await importProducts(db, { shopId, pictures: { shopId }, t: request.t }, bytes);
      return ok(request, report, report.imported > 0 ? 'msg.import_success' : 'msg.import_refused');
    },
  });
  member.route({
    ...endpointRoute(member.prefix, 'GET /api/seller/products/export', {
      tags,
      summary: 'The shop’s products as a CSV file the import reads back',
    }),
    handler: async (request) => ok(request, await exportProducts(db, currentSeller(request).shopId)),
  });
};

/** The operators' import and export, for any shop. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, MULTIPART_LIMITS);
  const tags = ['operator'];
  const { db } = app.ctx;
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/products/import', {
      tags,
      summary: 'Import products into a shop from a CSV file (fields `shop_id`, then `file`)',
      description:
        'As POST /api/seller/products/import, for the shop `shop_id`; pictures are any upload in the store or ' +
        'the platform’s drawn ones. An import that inserts is audited (`product.import`, the shop).',
    }),
    ...uploadRateLimit(app),
    handler: async (request) => {
      const { bytes, fields } = await receiveCatalogue(request);
      const shop = catalogueShopQuery.safeParse(fields);
      if (!shop.success) {
        const { key, field } = parseMessageRef(shop.error.issues[0]?.message ?? 'validation.invalid');
        throw new AppError(key as 'validation.invalid', { field: field ?? 'shop_id' });
      }
      const shopId = shop.data.shop_id;
      const report = await importProducts(
        db,
        { shopId, pictures: 'operators', t: request.t },
        bytes,
        (work) => audited(request, { action: 'product.import', target: 'shop', id: shopId }, work),
      );
      return ok(request, report, report.imported > 0 ? 'msg.import_success' : 'msg.import_refused');
    },
  });
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/products/export', {
      tags,
      summary: 'A shop’s products as a CSV file the import reads back',
    }),
    handler: async (request) => ok(request, await exportProducts(db, request.query.shop_id)),
  });
};
