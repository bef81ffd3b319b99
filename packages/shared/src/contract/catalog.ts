import type { ContractTable } from './define';

export const catalogContract = {} as const satisfies ContractTable;
