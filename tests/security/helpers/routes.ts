import type { ApiClient } from '../../api/helpers/client.js';

export type Audience = 'public' | 'member' | 'membership' | 'staff';

/**
 * Who may call each route, from docs/API.md#roles: the suite's own table, not the server's, so a
 * route filed in the wrong scope fails, and a route missing here fails until someone classifies it.
 * `membership`: a member needs an active membership (lecture content and what shows it).
 */
export const AUDIENCE: Record<string, Audience> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  // Prometheus's: only with METRICS_TOKEN as bearer token, not found without that setting (members never have it).
  'GET /metrics': 'public',
  'POST /api/auth/signup': 'public',
  'POST /api/auth/resend-verification': 'public',
  'PATCH /api/auth/verification/{token}': 'public',
  'POST /api/auth/signin': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/verify-code': 'public',
  'PATCH /api/auth/reset-password': 'public',
  'GET /api/payments/config': 'public',
  'GET /api/payments/plan': 'public',
  'GET /api/plans': 'public',
  'POST /api/payments/stripe/webhook': 'public',
  'POST /api/digest/unsubscribe': 'public',
  'GET /api/digest/unsubscribe': 'public',
  'POST /api/auth/mfa/verify': 'public',
  'POST /api/auth/mfa/passkey-options': 'public',
  'POST /api/auth/mfa/enrol/totp': 'public',
  'POST /api/auth/mfa/enrol/totp/confirm': 'public',
  'POST /api/auth/mfa/enrol/passkey-options': 'public',
  'POST /api/auth/mfa/enrol/passkey': 'public',
  'POST /api/auth/passkey/options': 'public',
  'POST /api/auth/passkey/signin': 'public',

  'GET /api/user/me': 'member',
  'POST /api/user/tour-complete': 'member',
  'PATCH /api/user/update/password': 'member',
  'GET /api/category/by-course/{courseId}': 'member',
  'GET /api/category': 'member',
  'GET /api/category/{id}': 'member',
  'GET /api/tags': 'member',
  'GET /api/tags/{id}': 'member',
  'GET /api/courses': 'member',
  'GET /api/courses/{id}': 'member',
  'GET /api/promotion': 'member',
  'GET /api/promotion/{id}': 'member',
  'GET /api/live-classes': 'member',
  'GET /api/live-classes/{id}': 'member',
  'GET /api/live-classes/{id}/calendar.ics': 'member',
  'GET /api/live-classes/{id}/watch': 'membership',
  'GET /api/user/live-reminders': 'member',
  'PATCH /api/user/live-reminders': 'member',
  'POST /api/customer-support': 'member',
  'GET /api/notifications': 'member',
  'GET /api/notifications/{id}': 'member',
  'POST /api/notifications/{id}/read': 'member',
  'POST /api/image-upload': 'member',
  'GET /api/user/dashboard': 'member',
  'POST /api/user/create/subscription': 'member',
  'POST /api/user/attached/payment-method': 'member',
  'POST /api/user/cancel/subscription': 'member',
  'GET /api/user/subscription/change': 'member',
  'POST /api/user/subscription/change': 'member',
  'POST /api/payments/local/confirm': 'member',
  'POST /api/payments/local/confirm-setup': 'member',
  'POST /api/offers/check': 'member',
  'GET /api/user/billing': 'member',
  'GET /api/user/receipts/{id}': 'member',
  'POST /api/user/billing/card': 'member',
  'PUT /api/user/billing/card': 'member',
  'POST /api/user/billing/portal': 'member',
  'GET /api/user/seats': 'member',
  'PUT /api/user/seats': 'member',
  'POST /api/user/seats/invites': 'member',
  'DELETE /api/user/seats/invites/{id}': 'member',
  'DELETE /api/user/seats/members/{userId}': 'member',
  'POST /api/user/seats/join': 'member',
  'GET /api/user/weekly-digest': 'member',
  'PATCH /api/user/weekly-digest': 'member',
  'GET /api/user/mfa': 'member',
  'POST /api/user/mfa/totp': 'member',
  'POST /api/user/mfa/totp/confirm': 'member',
  'POST /api/user/mfa/totp/disable': 'member',
  'POST /api/user/mfa/recovery-codes': 'member',
  'POST /api/user/mfa/passkeys/options': 'member',
  'POST /api/user/mfa/passkeys': 'member',
  'PATCH /api/user/mfa/passkeys/{id}': 'member',
  'DELETE /api/user/mfa/passkeys/{id}': 'member',
  'POST /api/auth/logout': 'member',
  'GET /api/user/sessions': 'member',
  'DELETE /api/user/sessions/{id}': 'member',
  'POST /api/user/sessions/revoke-others': 'member',
  'GET /api/user/security-events': 'member',

  'PATCH /api/user/update/profile': 'membership',
  'GET /api/lectures': 'membership',
  'GET /api/lectures/{id}': 'membership',
  'GET /api/lectures/by-category/{categoryId}': 'membership',
  'GET /api/lectures/{id}/recent': 'membership',
  'GET /api/lectures/{id}/next': 'membership',
  'GET /api/user/continue-watching': 'membership',
  'GET /api/user/get-favorites': 'membership',
  'GET /api/spots': 'membership',
  'POST /api/spots': 'membership',
  'PATCH /api/spots/{id}': 'membership',
  'DELETE /api/spots/{id}': 'membership',
  'GET /api/lectures/{id}/range-charts': 'membership',
  'GET /api/lectures/{id}/hand-histories': 'membership',
  'GET /api/lectures/{id}/hand-histories/{handId}': 'membership',
  'GET /api/lectures/{id}/decisions': 'membership',
  'POST /api/decisions/{id}/answer': 'membership',
  'PUT /api/decisions/{id}/review-card': 'membership',
  'GET /api/decisions/scores': 'membership',
  'GET /api/review': 'membership',
  'POST /api/review/cards/{id}/rate': 'membership',
  'GET /api/search': 'membership',
  'POST /api/user/create-favorite': 'membership',
  'DELETE /api/user/favorites/{lectureId}': 'membership',
  'GET /api/category/all-progress': 'membership',
  'GET /api/lectures/{id}/discussion': 'membership',
  'POST /api/lectures/{id}/discussion': 'membership',
  'POST /api/discussion/{id}/replies': 'membership',
  'PATCH /api/discussion/{id}': 'membership',
  'DELETE /api/discussion/{id}': 'membership',
  'PUT /api/discussion/{id}/helpful': 'membership',
  'POST /api/discussion/{id}/report': 'membership',
  'PUT /api/discussion/{id}/answer': 'membership',
  'GET /api/live-classes/{id}/chat': 'membership',
  'GET /api/live-classes/{id}/chat/questions': 'membership',
  'PUT /api/live-chat/messages/{id}/vote': 'membership',
  'POST /api/live-chat/messages/{id}/flag': 'membership',

  'GET /api/user/getAll': 'staff',
  'GET /api/user/getOne/{id}': 'staff',
  'POST /api/user': 'staff',
  'PATCH /api/user/{id}': 'staff',
  'POST /api/category': 'staff',
  'PATCH /api/category/{id}': 'staff',
  'DELETE /api/category/{id}': 'staff',
  'POST /api/tags': 'staff',
  'PATCH /api/tags/{id}': 'staff',
  'DELETE /api/tags/{id}': 'staff',
  'POST /api/courses': 'staff',
  'PATCH /api/courses/{id}': 'staff',
  'POST /api/lectures/create': 'staff',
  'PATCH /api/lectures/{id}': 'staff',
  'DELETE /api/lectures/{id}': 'staff',
  'POST /api/lectures/{id}/captions': 'staff',
  'DELETE /api/lectures/{id}/captions/{index}': 'staff',
  'POST /api/lectures/{id}/range-charts': 'staff',
  'PUT /api/lectures/{id}/range-charts/{chartId}': 'staff',
  'DELETE /api/lectures/{id}/range-charts/{chartId}': 'staff',
  'POST /api/lectures/{id}/hand-histories': 'staff',
  'POST /api/lectures/{id}/hand-histories/upload': 'staff',
  'PATCH /api/lectures/{id}/hand-histories/{handId}': 'staff',
  'DELETE /api/lectures/{id}/hand-histories/{handId}': 'staff',
  'POST /api/lectures/{id}/decisions': 'staff',
  'PUT /api/lectures/{id}/decisions/{decisionId}': 'staff',
  'DELETE /api/lectures/{id}/decisions/{decisionId}': 'staff',
  'GET /api/lectures/{id}/decision-stats': 'staff',
  'GET /api/overview/hardest-decisions': 'staff',
  'POST /api/promotion': 'staff',
  'GET /api/live-classes/coaches': 'staff',
  'POST /api/live-classes': 'staff',
  'PATCH /api/live-classes/{id}': 'staff',
  'DELETE /api/live-classes/{id}': 'staff',
  'DELETE /api/live-chat/messages/{id}': 'staff',
  'GET /api/live-classes/{id}/chat/flagged': 'staff',
  'PUT /api/live-classes/{id}/chat/settings': 'staff',
  'GET /api/live-classes/{id}/chat/mutes': 'staff',
  'POST /api/live-classes/{id}/chat/mutes': 'staff',
  'DELETE /api/live-classes/{id}/chat/mutes/{userId}': 'staff',
  'GET /api/live-classes/{id}/stream': 'staff',
  'POST /api/live-classes/{id}/stream-key': 'staff',
  'POST /api/live-classes/{id}/end': 'staff',
  'GET /api/live-classes/{id}/markers': 'staff',
  'POST /api/live-classes/{id}/markers': 'staff',
  'GET /api/user/{id}/billing': 'staff',
  'GET /api/billing/dunning': 'staff',
  'POST /api/charges/{id}/refund': 'staff',
  'POST /api/user/{id}/comp': 'staff',
  'DELETE /api/user/{id}/comp': 'staff',
  'POST /api/plans': 'staff',
  'GET /api/plans/{id}': 'staff',
  'PATCH /api/plans/{id}': 'staff',
  'DELETE /api/plans/{id}': 'staff',
  'GET /api/offers': 'staff',
  'POST /api/offers': 'staff',
  'GET /api/offers/{id}': 'staff',
  'PATCH /api/offers/{id}': 'staff',
  'DELETE /api/offers/{id}': 'staff',
  'PATCH /api/promotion/{id}': 'staff',
  'DELETE /api/promotion/{id}': 'staff',
  'GET /api/customer-support': 'staff',
  'GET /api/customer-support/{id}': 'staff',
  'PATCH /api/customer-support/{id}': 'staff',
  'POST /api/customer-support/on-behalf': 'staff',
  'POST /api/notifications/send-to-specific': 'staff',
  'PATCH /api/notifications/{id}': 'staff',
  'POST /api/lectures/upload': 'staff',
  'GET /api/lectures/upload/{connectionId}': 'staff',
  'GET /api/transcodes': 'staff',
  'POST /api/transcodes': 'staff',
  'GET /api/lectures/progress/{connectionId}': 'staff',
  'GET /api/overview': 'staff',
  'GET /api/overview/drop-off/{lectureId}': 'staff',
  'GET /api/user/export.csv': 'staff',
  'GET /api/courses/export.csv': 'staff',
  'GET /api/lectures/export.csv': 'staff',
  'GET /api/category/export.csv': 'staff',
  'GET /api/tags/export.csv': 'staff',
  'GET /api/promotion/export.csv': 'staff',
  'GET /api/customer-support/export.csv': 'staff',
  'GET /api/notifications/export.csv': 'staff',
  'GET /api/discussions': 'staff',
  'GET /api/discussions/{id}': 'staff',
  'PATCH /api/discussions/{id}': 'staff',
  'GET /api/user/staff-access': 'member',
  'POST /api/courses/bulk': 'staff',
  'POST /api/category/bulk': 'staff',
  'POST /api/tags/bulk': 'staff',
  'POST /api/lectures/bulk': 'staff',
  'POST /api/user/bulk': 'staff',
  'POST /api/promotion/bulk': 'staff',
  'GET /api/audit-log': 'staff',
  'GET /api/audit-log/actors': 'staff',
  'GET /api/audit-log/export.csv': 'staff',
  'GET /api/history/{resource}/{id}': 'staff',
};

/**
 * The staff area of each staff route, from docs/API.md#staff-roles: with STAFF_ACCESS it says what
 * each staff role may call. A staff route missing here fails the matrix until someone files it.
 */
export const STAFF_AREA: Record<string, string> = {
  'GET /api/user/getAll': 'users',
  'GET /api/user/getOne/{id}': 'users',
  'POST /api/user': 'users',
  'PATCH /api/user/{id}': 'users',
  'GET /api/user/export.csv': 'users',
  'POST /api/user/bulk': 'users',
  'POST /api/category': 'category',
  'PATCH /api/category/{id}': 'category',
  'DELETE /api/category/{id}': 'category',
  'GET /api/category/export.csv': 'category',
  'POST /api/category/bulk': 'category',
  'POST /api/tags': 'tags',
  'PATCH /api/tags/{id}': 'tags',
  'DELETE /api/tags/{id}': 'tags',
  'GET /api/tags/export.csv': 'tags',
  'POST /api/tags/bulk': 'tags',
  'POST /api/courses': 'courses',
  'PATCH /api/courses/{id}': 'courses',
  'GET /api/courses/export.csv': 'courses',
  'POST /api/courses/bulk': 'courses',
  'POST /api/lectures/create': 'lectures',
  'PATCH /api/lectures/{id}': 'lectures',
  'DELETE /api/lectures/{id}': 'lectures',
  'GET /api/lectures/export.csv': 'lectures',
  'POST /api/lectures/bulk': 'lectures',
  'POST /api/lectures/{id}/captions': 'lectures',
  'DELETE /api/lectures/{id}/captions/{index}': 'lectures',
  'POST /api/lectures/{id}/range-charts': 'lectures',
  'PUT /api/lectures/{id}/range-charts/{chartId}': 'lectures',
  'DELETE /api/lectures/{id}/range-charts/{chartId}': 'lectures',
  'POST /api/promotion': 'promotion',
  'GET /api/live-classes/coaches': 'live',
  'POST /api/live-classes': 'live',
  'PATCH /api/live-classes/{id}': 'live',
  'DELETE /api/live-classes/{id}': 'live',
  'DELETE /api/live-chat/messages/{id}': 'live',
  'GET /api/live-classes/{id}/chat/flagged': 'live',
  'PUT /api/live-classes/{id}/chat/settings': 'live',
  'GET /api/live-classes/{id}/chat/mutes': 'live',
  'POST /api/live-classes/{id}/chat/mutes': 'live',
  'DELETE /api/live-classes/{id}/chat/mutes/{userId}': 'live',
  'GET /api/live-classes/{id}/stream': 'live',
  'POST /api/live-classes/{id}/stream-key': 'live',
  'POST /api/live-classes/{id}/end': 'live',
  'GET /api/live-classes/{id}/markers': 'live',
  'POST /api/live-classes/{id}/markers': 'live',
  'GET /api/user/{id}/billing': 'users',
  'GET /api/billing/dunning': 'users',
  'POST /api/charges/{id}/refund': 'users',
  'POST /api/user/{id}/comp': 'users',
  'DELETE /api/user/{id}/comp': 'users',
  'POST /api/plans': 'plans',
  'GET /api/plans/{id}': 'plans',
  'PATCH /api/plans/{id}': 'plans',
  'DELETE /api/plans/{id}': 'plans',
  'GET /api/offers': 'offers',
  'POST /api/offers': 'offers',
  'GET /api/offers/{id}': 'offers',
  'PATCH /api/offers/{id}': 'offers',
  'DELETE /api/offers/{id}': 'offers',
  'PATCH /api/promotion/{id}': 'promotion',
  'DELETE /api/promotion/{id}': 'promotion',
  'GET /api/promotion/export.csv': 'promotion',
  'POST /api/promotion/bulk': 'promotion',
  'GET /api/customer-support': 'customer-support',
  'GET /api/customer-support/{id}': 'customer-support',
  'PATCH /api/customer-support/{id}': 'customer-support',
  'POST /api/customer-support/on-behalf': 'customer-support',
  'GET /api/customer-support/export.csv': 'customer-support',
  'POST /api/notifications/send-to-specific': 'notifications',
  'PATCH /api/notifications/{id}': 'notifications',
  'GET /api/notifications/export.csv': 'notifications',
  'POST /api/lectures/upload': 'video-upload',
  'GET /api/lectures/upload/{connectionId}': 'video-upload',
  'GET /api/transcodes': 'video-upload',
  'POST /api/transcodes': 'video-upload',
  'GET /api/lectures/progress/{connectionId}': 'video-upload',
  'GET /api/overview': 'overview',
  'GET /api/overview/drop-off/{lectureId}': 'overview',
  'GET /api/overview/hardest-decisions': 'overview',
  'POST /api/lectures/{id}/hand-histories': 'lectures',
  'POST /api/lectures/{id}/hand-histories/upload': 'lectures',
  'PATCH /api/lectures/{id}/hand-histories/{handId}': 'lectures',
  'DELETE /api/lectures/{id}/hand-histories/{handId}': 'lectures',
  'POST /api/lectures/{id}/decisions': 'lectures',
  'PUT /api/lectures/{id}/decisions/{decisionId}': 'lectures',
  'DELETE /api/lectures/{id}/decisions/{decisionId}': 'lectures',
  'GET /api/lectures/{id}/decision-stats': 'lectures',
  'GET /api/discussions': 'discussions',
  'GET /api/discussions/{id}': 'discussions',
  'PATCH /api/discussions/{id}': 'discussions',
  'GET /api/audit-log': 'audit-log',
  'GET /api/audit-log/actors': 'audit-log',
  'GET /api/audit-log/export.csv': 'audit-log',
  // The matrix fills `{resource}` with a name that is no area: the Audit log's own rule decides.
  'GET /api/history/{resource}/{id}': 'audit-log',
};

export type StaffRole = 'admin' | 'editor' | 'support';

/** What each staff role may do in each area (docs/API.md#staff-roles): the suite's own copy of the rules. */
export const STAFF_ACCESS: Record<string, Partial<Record<StaffRole, 'read' | 'write'>>> = {
  overview: { admin: 'write' },
  users: { admin: 'write', support: 'read' },
  courses: { admin: 'write', editor: 'write' },
  lectures: { admin: 'write', editor: 'write' },
  category: { admin: 'write', editor: 'write' },
  tags: { admin: 'write', editor: 'write' },
  promotion: { admin: 'write', editor: 'write' },
  live: { admin: 'write', editor: 'write' },
  plans: { admin: 'write' },
  offers: { admin: 'write' },
  'video-upload': { admin: 'write', editor: 'write' },
  'customer-support': { admin: 'write', support: 'write' },
  notifications: { admin: 'write', support: 'write' },
  discussions: { admin: 'write', editor: 'write', support: 'write' },
  'audit-log': { admin: 'read' },
};

/** Whether a staff role may call a staff route. */
export function staffMayCall(role: StaffRole, key: string): boolean {
  const granted = STAFF_ACCESS[STAFF_AREA[key]]?.[role];
  return granted === 'write' || (granted === 'read' && key.startsWith('GET '));
}

/** Routes that end the session they are called with: suites call them with a session they can lose. */
export const ENDS_OWN_SESSION = new Set(['POST /api/auth/logout']);

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

export interface Parameter {
  in: 'path' | 'query';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Route {
  /** `METHOD /api/path/{param}`, the key of AUDIENCE. */
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

/** Every route the server publishes in its OpenAPI document. */
export async function publishedRoutes(api: ApiClient): Promise<Route[]> {
  const doc = (await api.get('/openapi.json')).body as {
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
    >;
  };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
    })),
  );
}

/** The route's path with each `{param}` filled: from `values`, else a harmless valid example. */
export function fillPath(path: string, values: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeSegment(String(values[name] ?? PATH_EXAMPLES[name] ?? 1)),
  );
}

/** A lone surrogate has no UTF-8 form: it goes as the bytes CESU-8 would give it, which are invalid UTF-8. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

const PATH_EXAMPLES: Record<string, string> = { token: 'not-a-real-token', connectionId: 'security-probe-1' };
