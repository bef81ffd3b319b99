import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentOperatorId } from '../../lib/auth';
import { ok } from '../../lib/envelope';
import { endpointRoute } from '../../lib/route';
import { audited } from '../admin/audit-log';
import { deleteTaxRule, listTaxRules, saveTaxRule } from './taxes';

/** The operators' import tax rules per destination country (decision 064); every write is audited. */
export const adminTaxRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];
  app.route({
    ...endpointRoute(app.prefix, 'GET /api/admin/tax_rules', {
      tags,
      summary: 'Every destination’s import tax rule, by country code, with who set it last and when',
    }),
    handler: async (request) => ok(request, await listTaxRules(app.ctx)),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/tax_rule/save', {
      tags,
      summary: 'Set a country’s import VAT/GST rate and the amount up to which checkout charges it',
      description:
        '`country`: ISO 3166-1 alpha-2, one a shopper’s address can have (COUNTRY_CODES). `rate`: percent, 0 to ' +
        '100 with at most two places ("20", "7.7"). `collect_up_to`: the most the goods may be worth (after ' +
        'discounts) for the tax to be charged at checkout; above it the parcel says the carrier may charge it on ' +
        'delivery. Empty or null: always at checkout; "0": always on delivery. Audited (`tax_rule.save`).',
    }),
    handler: async (request) =>
      ok(
        request,
        await saveTaxRule(app.ctx, currentOperatorId(request), request.body, (work) =>
          audited(request, { action: 'tax_rule.save', target: 'tax_rule', code: request.body.country }, work),
        ),
        'msg.save_success',
      ),
  });
  app.route({
    ...endpointRoute(app.prefix, 'POST /api/admin/tax_rule/delete', {
      tags,
      summary: 'Remove a country’s import tax rule: its parcels then show no duties and taxes',
      description: 'Audited (`tax_rule.delete`).',
    }),
    handler: async (request) => {
      const { country } = request.body;
      await deleteTaxRule(app.ctx, country, (work) =>
        audited(request, { action: 'tax_rule.delete', target: 'tax_rule', code: country }, work),
      );
      return ok(request, null, 'msg.delete_success');
    },
  });
};
