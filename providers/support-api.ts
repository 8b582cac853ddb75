import { post } from './api-calls';
import type { MessageResponse, SupportBody } from './types';

/** The member's help form, sent to staff. */
export const sendSupport = (body: SupportBody) => post<MessageResponse>('customer-support', body);
