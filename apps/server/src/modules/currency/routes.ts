import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { AppError } from '../../lib/app-error';
import { currentOperatorId, currentUserId } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { uploadRateLimit } from '../../lib/rate-limit';
import { endpointRoute } from '../../lib/route';
import { RATES_FILE_MAX_BYTES } from './ecb-file';
import { importEcbRates, listAdminRates, listCurrencies, saveRate, setCurrency } from './service';

/** The shopper's side: the currencies the app converts with, and the account's choice. */
export const currencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/index/currencies', {
      tags: ['catalog'],
      summary: 'The display currencies and their rates per US dollar',
      description:
        'Prices, balances and payments are US dollars; the app shows an estimate in the shopper’s currency ' +
        'beside them. `rate` is units of the currency per dollar as decimal text, null when the currency has ' +
        'no rate or it is older than CURRENCY_RATE_MAX_AGE_HOURS (dollars alone then).',
    }),
    handler: async (request) => ok(request, await listCurrencies(app.ctx)),
  });

  app.route({
    ...endpointRoute(app.prefix, 'POST /api/user/set_currency', {
      tags: ['account'],
      summary: "Store the shopper's display currency",
      description: 'An ISO 4217 code of GET /api/index/currencies. Guests send `currency` with every call.',
    }),
    handler: async (request) => {
      await setCurrency(app.ctx, currentUserId(request), request.body.currency);
      return ok(request, null, 'msg.setting_success');
    },
  });
};

/** The one file of a multipart request (field `file`), whole. */
async function receiveRatesFile(request: FastifyRequest) {
  const file = request.isMultipart() ? await request.file() : undefined;
  if (!file) throw new AppError('msg.rates_file_missing');
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('msg.rates_file_too_large');
    throw error;
  }
  if (file.file.truncated) throw new AppError('msg.rates_file_too_large');
  return bytes;
}

/** The operators' rates: the list with its stale flags, one rate by hand, the ECB's daily file. */
export const adminCurrencyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: RATES_FILE_MAX_BYTES, files: 1, fields: 0 } });
  const tags = ['operator'];
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/currency_rates', {
      tags,
      summary:
        'Every display currency’s rate per US dollar, when it holds from, its source, and whether stale',
    }),
    handler: async (request) => ok(request, await listAdminRates(app.ctx)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/currency_rate/save', {
      tags,
      summary: 'Set one currency’s rate per US dollar by hand; it holds from now',
    }),
    handler: async (request) =>
      ok(request, await saveRate(app.ctx, currentOperatorId(request), request.body), 'msg.save_success'),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/currency_rates/import', {
      tags,
      summary: 'Import the ECB’s daily reference rates (eurofxref-daily.xml, multipart field `file`)',
      description:
        'Rates per euro become rates per dollar (10 significant digits). A stored rate newer than the file is ' +
        'kept. A file not of the ECB’s shape is refused whole with msg.rates_file_malformed.',
    }),
    ...uploadRateLimit(app),
    handler: async (request) =>
      ok(
        request,
        await importEcbRates(app.ctx, currentOperatorId(request), await receiveRatesFile(request)),
        'msg.rates_imported',
      ),
  });
};
