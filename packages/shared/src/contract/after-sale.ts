import type { ContractTable } from './define';

export const afterSaleContract = {} as const satisfies ContractTable;
