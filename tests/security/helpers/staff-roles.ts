import { newMember, signIn } from '../../api/helpers/client.js';
import type { Cast } from './cast.js';

/** A new staff account of this role, added by the cast's admin, signed in. */
export async function staffMemberWithRole(cast: Cast, role: 'admin' | 'editor' | 'support'): Promise<string> {
  const account = newMember();
  const created = await cast.api.post('/user', { ...account, role }, cast.staff);
  if (created.status !== 201) throw new Error(`staff ${role}: ${created.status} ${JSON.stringify(created.body)}`);
  return signIn(cast.api, account.email, account.password);
}
