export * from './languages';
export * from './constants';
export * from './money';
export * from './messages';
export * from './schemas/fields';
export * from './schemas/account';
export * from './schemas/address';
export * from './schemas/catalog';
