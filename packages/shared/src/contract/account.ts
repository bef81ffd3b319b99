import type { ContractTable } from './define';

export const accountContract = {} as const satisfies ContractTable;
