import { SEAT_TEXTS } from '../../../common/seat-texts.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponse, idParams, messageResponse } from '../../schemas/index.js';
import {
  changeSeatsBody,
  changeSeatsResponse,
  joinTeamBody,
  joinTeamResponse,
  seatInviteBody,
  seatMemberParams,
  seatsResponse,
} from '../../schemas/seats.js';
import { mailReceipt } from '../billing/receipts.js';
import type { ApiModule } from '../module.js';
import { SeatsService } from './seats-service.js';

const tags = ['seats'];
const refusals = { 400: errorResponse, 404: errorResponse, 409: errorResponse };

/** A buyer's team seats and a member's seat in one (docs/API.md#team-seats): any signed-in user. */
export const seatsModule: ApiModule = {
  async member(api) {
    const { deps } = api;
    const service = new SeatsService(deps);

    api.get('/user/seats', { schema: { tags, response: { 200: seatsResponse } } }, async (request) =>
      service.view(currentUser(request).id),
    );

    api.put(
      '/user/seats',
      { schema: { tags, body: changeSeatsBody, response: { 200: changeSeatsResponse, ...refusals } } },
      async (request) => {
        const buyerId = currentUser(request).id;
        const charge = await service.changeSeats(request, request.body.seats);
        if (charge) await mailReceipt(deps, charge, (line) => request.log.warn(line));
        return { message: SEAT_TEXTS.seatsChanged, team: await service.teamOf(buyerId) };
      },
    );

    api.post(
      '/user/seats/invites',
      { schema: { tags, body: seatInviteBody, response: { 201: messageResponse, ...refusals, 429: errorResponse } } },
      async (request, reply) => {
        await service.invite(currentUser(request).id, request.body.email);
        return reply.code(201).send({ message: SEAT_TEXTS.inviteSent });
      },
    );

    api.delete(
      '/user/seats/invites/:id',
      { schema: { tags, params: idParams, response: { 200: messageResponse, 404: errorResponse } } },
      async (request) => {
        await service.withdraw(currentUser(request).id, request.params.id);
        return { message: SEAT_TEXTS.inviteWithdrawn };
      },
    );

    api.delete(
      '/user/seats/members/:userId',
      { schema: { tags, params: seatMemberParams, response: { 200: messageResponse, 404: errorResponse } } },
      async (request) => {
        await service.remove(currentUser(request).id, request.params.userId);
        return { message: SEAT_TEXTS.memberRemoved };
      },
    );

    api.post(
      '/user/seats/join',
      { schema: { tags, body: joinTeamBody, response: { 200: joinTeamResponse, ...refusals } } },
      async (request) => service.join(currentUser(request).id, request.body.token),
    );
  },
};
