import type { ContractTable } from './define';

export const orderContract = {} as const satisfies ContractTable;
