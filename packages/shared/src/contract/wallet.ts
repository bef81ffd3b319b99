import type { ContractTable } from './define';

export const walletContract = {} as const satisfies ContractTable;
