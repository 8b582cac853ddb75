import { rulesFor } from '../../../server/access/roles';

/** What sign-in stores for each staff role: the server's own rules. */
export const STAFF_RULES_OF = {
  admin: rulesFor('admin'),
  editor: rulesFor('editor'),
  support: rulesFor('support'),
  member: rulesFor('member'),
};
