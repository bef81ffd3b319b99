import { accountContract } from './account';
import { addressContract } from './address';
import { adminContract } from './admin';
import { afterSaleContract } from './after-sale';
import { catalogContract } from './catalog';
import { currencyContract } from './currency';
import { shippingZonesContract, taxRulesContract } from './destination';
import { marketplaceContract } from './marketplace';
import type { ContractTable } from './define';
import { orderContract } from './order';
import { statementContract } from './statement';
import { walletContract } from './wallet';
import { webhooksContract } from './webhooks';

export * from './define';

/**
 * Every call of the HTTP API: the server registers each one with its request and answer schemas (and builds the
 * OpenAPI document from them); the apps' client takes its types from here. The apps import this module only for
 * types, so the answer schemas stay out of the shopper's download.
 */
export const contract = {
  ...accountContract,
  ...addressContract,
  ...catalogContract,
  ...orderContract,
  ...walletContract,
  ...afterSaleContract,
  ...adminContract,
  ...marketplaceContract,
  ...statementContract,
  ...webhooksContract,
  ...currencyContract,
  ...taxRulesContract,
  ...shippingZonesContract,
} as const satisfies ContractTable;

export type Contract = typeof contract;
