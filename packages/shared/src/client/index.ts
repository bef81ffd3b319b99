export * from './api-client';
export * from './query-keys';
export * from './request-rules';
