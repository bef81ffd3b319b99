export * from './api-client';
export * from './request-rules';
