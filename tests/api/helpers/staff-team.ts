import type { BackOffice } from './back-office.js';
import { newMember, signIn } from './client.js';

export type StaffRole = 'admin' | 'editor' | 'support';

/** A new staff account of this role, added by the back office's admin: its id, sign-in and a key. */
export async function addStaff(office: BackOffice, role: StaffRole) {
  const account = newMember();
  const created = await office.api.post('/user', { ...account, role }, office.staff);
  if (created.status !== 201) throw new Error(`staff ${role}: ${created.status} ${JSON.stringify(created.body)}`);
  const token = await signIn(office.api, account.email, account.password);
  return { id: created.body.id as number, email: account.email, password: account.password, token };
}

/** A record's history as staff read it. */
export async function historyOf(office: BackOffice, resource: string, id: number, token = office.staff) {
  const answer = await office.api.get(`/history/${resource}/${id}`, token);
  if (answer.status !== 200) throw new Error(`history: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as { action: string; actorEmail: string; address: string | null; before: any; after: any }[];
}
