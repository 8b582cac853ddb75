import { TEXTS } from './modules/shared/texts.js';

/** The OpenAPI document's description: what every answer promises (docs/API.md#conventions), with the texts the server sends. */
export const API_DESCRIPTION = [
  'Paths are under `/api`; send `Authorization: Bearer <token>` from `POST auth/signin`.',
  `Staff writes answer \`{ "message": … }\`: a create \`${TEXTS.added('{X}')}\` (for example \`${TEXTS.added('Course')}\`; a lecture \`${TEXTS.lectureAdded}\`, its casing kept as users know it), an update \`${TEXTS.updated('{X}')}\`, a delete \`${TEXTS.deleted('{X}')}\`.`,
  'Every refusal is a 4xx with a JSON `message` to show as it is; lists take `_start`/`_end` and answer `X-Total-Count`.',
  'Staff edits are versioned: a staff `GET` of one course, category, tag, lecture, promotion, user, notification or support message, and every staff `PATCH` of one, answers an `ETag`. A `PATCH` sending it back as `If-Match` is refused with `412 { message, current }` (the record as it is now, with its `ETag`) when someone saved the record since; without `If-Match` the last write wins.',
  `\`PATCH customer-support/{id}\` answers the record with \`message\` holding \`${TEXTS.supportUpdated}\` and the request's own text under \`requestMessage\`.`,
].join('\n\n');
