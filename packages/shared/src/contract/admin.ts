import type { ContractTable } from './define';

export const adminContract = {} as const satisfies ContractTable;
