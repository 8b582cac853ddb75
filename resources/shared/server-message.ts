import type { BaseRecord } from '@refinedev/core';

/** Refine's success toast with the server's own text (`Category Added Successfully` …). */
export const serverMessage = (response?: { data?: BaseRecord }) => {
  const message = response?.data?.message;
  return typeof message === 'string' && message ? { type: 'success' as const, message } : false;
};
