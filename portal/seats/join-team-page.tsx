import { Alert, Button, Flex } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '../../common/paths';
import { SEAT_TEXTS } from '../../common/seat-texts';
import { toApiError } from '../../providers/api-error';
import { forgetInvite, rememberInvite } from '../../providers/pending-invite';
import { seatsApi } from '../../providers/seats-api';
import { getSession, updateSession } from '../../providers/session';
import type { JoinTeamResponse } from '../../providers/types';
import { AuthCard } from '../auth/auth-layout';
import { OwnMembershipNotice } from './own-membership-notice';

/**
 * /join-team?token=…: the mailed invite. Signed out, the link is kept and the person signs in (or up
 * first) and lands back here; signed in, Take my seat joins the team, then the dashboard, unless they
 * also pay for their own membership, which they are offered to cancel first.
 */
export function JoinTeamPage() {
  const token = useSearchParams()[0].get('token');
  const signedIn = Boolean(getSession().token);
  const navigate = useNavigate();
  const [joining, setJoining] = useState(false);
  const [joined, setJoined] = useState<JoinTeamResponse | null>(null);
  const [refusal, setRefusal] = useState<string | null>(token ? null : SEAT_TEXTS.noToken);

  useEffect(() => {
    if (token && !signedIn) rememberInvite(token);
  }, [token, signedIn]);

  const join = async () => {
    setJoining(true);
    try {
      const answer = await seatsApi.join(token!);
      forgetInvite();
      updateSession({ subscribed: true });
      if (!answer.seat.ownMembership) return navigate(PATHS.dashboard, { replace: true });
      setJoined(answer);
    } catch (error) {
      // A link that cannot be used now is not offered again at the next sign-in.
      forgetInvite();
      setRefusal(toApiError(error).message);
    } finally {
      setJoining(false);
    }
  };

  return (
    <AuthCard title={SEAT_TEXTS.joinTitle} paragraph={joined ? joined.message : SEAT_TEXTS.joinParagraph}>
      <Flex vertical gap={16}>
        {refusal && <Alert type="error" showIcon role="alert" message={refusal} />}
        {joined?.seat.ownMembership && (
          <OwnMembershipNotice
            onCancelled={() => setJoined({ ...joined, seat: { ...joined.seat, ownMembership: false } })}
          />
        )}
        {joined ? (
          <Button type="primary" block onClick={() => navigate(PATHS.dashboard, { replace: true })}>
            {SEAT_TEXTS.toDashboard}
          </Button>
        ) : signedIn ? (
          <Button
            type="primary"
            block
            loading={joining}
            disabled={!token || Boolean(refusal)}
            onClick={() => void join()}
          >
            {SEAT_TEXTS.joinButton}
          </Button>
        ) : (
          <>
            <Alert type="info" showIcon role="note" message={SEAT_TEXTS.signInToJoin} />
            <Flex gap={8}>
              <Link to={PATHS.login} style={{ flex: 1 }}>
                <Button type="primary" block>
                  {SEAT_TEXTS.signIn}
                </Button>
              </Link>
              <Link to={PATHS.signUp} style={{ flex: 1 }}>
                <Button block>{SEAT_TEXTS.signUp}</Button>
              </Link>
            </Flex>
          </>
        )}
      </Flex>
    </AuthCard>
  );
}
