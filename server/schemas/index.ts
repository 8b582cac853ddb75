export * from './common.js';
export * from './user.js';
export * from './auth.js';
export * from './payments.js';
