export * from './common.js';
export * from './user.js';
export * from './auth.js';
export * from './list.js';
export * from './catalogue.js';
export * from './staff-user.js';
export * from './payments.js';
export * from './lecture.js';
