import { TEXTS } from './modules/shared/texts.js';

/** The OpenAPI document's description: what every answer promises (CONTRACT §2), with the texts the server sends. */
export const API_DESCRIPTION = [
  'Paths are under `/api`; send `Authorization: Bearer <token>` from `POST auth/signin`.',
  `Staff writes answer \`{ "message": … }\`: a create \`${TEXTS.added('{X}')}\` (for example \`${TEXTS.added('Course')}\`; a lecture \`${TEXTS.lectureAdded}\`, as spec §8 writes it), an update \`${TEXTS.updated('{X}')}\`, a delete \`${TEXTS.deleted('{X}')}\`.`,
  'Every refusal is a 4xx with a JSON `message` to show as it is; lists take `_start`/`_end` and answer `X-Total-Count`.',
].join('\n\n');
