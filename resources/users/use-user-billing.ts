import { type HttpError, useCustom, useCustomMutation, useInvalidate } from '@refinedev/core';
import { toApiError } from '../../providers/api-error';
import type { MessageResponse, StaffBillingResponse } from '../../providers/types';
import { BACKGROUND, IN_PLACE_ERRORS, inPlaceRead } from '../shared/call-options';

type Method = 'post' | 'delete';

/**
 * A member's billing as staff see it (plan, next charge, charges and refunds, free membership, failed
 * renewal) and the admins' writes on it. A write answers the server's message or throws its ApiError
 * (with `field` when it names one); after it the billing and the user's record are read again.
 */
export function useUserBilling(userId: number) {
  const path = `user/${userId}/billing`;
  const { query } = useCustom<StaffBillingResponse>({ url: path, method: 'get', meta: BACKGROUND, ...inPlaceRead() });
  const { mutateAsync } = useCustomMutation<MessageResponse, HttpError, object>();
  const invalidate = useInvalidate();

  const write = async (method: Method, url: string, values: object = {}): Promise<string> => {
    const { data } = await mutateAsync({ url, method, values, ...IN_PLACE_ERRORS });
    // A free membership given or ended changes the user's Subscription too.
    await Promise.all([query.refetch(), invalidate({ resource: 'users', invalidates: ['detail'], id: userId })]);
    return data.message;
  };

  return {
    billing: query.data?.data,
    loading: query.isLoading,
    error: query.error ? toApiError(query.error).message : null,
    /** Part of a payment back, in cents; without an amount, all that is left of it. */
    refund: (chargeId: number, amountCents?: number) =>
      write('post', `charges/${chargeId}/refund`, amountCents === undefined ? {} : { amountCents }),
    /** A free membership for `months`, or forever (null). */
    giveComp: (months: number | null) =>
      write('post', `user/${userId}/comp`, months === null ? { forever: true } : { months }),
    endComp: () => write('delete', `user/${userId}/comp`),
  };
}
