import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DIGEST_TEXTS } from '../../common/digest-texts';
import { PATHS } from '../../common/paths';
import { authApi } from '../../providers/auth-api';
import { AuthCard } from '../auth/auth-layout';
import { oncePerToken } from '../auth/once-per-token';

type State = 'pending' | 'done' | 'failed';
const TITLE = 'Weekly Digest';

const unsubscribeOnce = oncePerToken((token) =>
  authApi.unsubscribeDigest(token).then(
    () => true,
    () => false,
  ),
);

/** /unsubscribe-digest?token=: the digest mail's one-click link, no login needed. */
export function UnsubscribeDigestPage() {
  const token = useSearchParams()[0].get('token');
  const navigate = useNavigate();
  const [state, setState] = useState<State>(token ? 'pending' : 'failed');

  useEffect(() => {
    if (!token) return;
    let live = true;
    void unsubscribeOnce(token).then((ok) => live && setState(ok ? 'done' : 'failed'));
    return () => {
      live = false;
    };
  }, [token]);

  if (state === 'pending') {
    return (
      <AuthCard title={TITLE} paragraph={DIGEST_TEXTS.unsubscribing}>
        <Spin aria-label="Loading" style={{ display: 'block' }} />
      </AuthCard>
    );
  }
  if (state === 'done') {
    return (
      <AuthCard title={TITLE}>
        <Result
          status="success"
          title={DIGEST_TEXTS.unsubscribed}
          subTitle={DIGEST_TEXTS.unsubscribedHelp}
          extra={
            <Button type="primary" onClick={() => navigate(PATHS.profile)}>
              Go to my profile
            </Button>
          }
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={TITLE} backToLogin>
      <Result status="warning" title={DIGEST_TEXTS.badLink} subTitle={DIGEST_TEXTS.badLinkHelp} />
    </AuthCard>
  );
}
