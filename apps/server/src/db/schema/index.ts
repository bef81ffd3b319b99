export * from './users';
export * from './operators';
export * from './email-codes';
export * from './addresses';
export * from './catalog';
export * from './wallet';
export * from './content';
export * from './shopping';
