import { secondFactorSignInApi } from '../../providers/second-factor-api';
import { signWithPasskey } from './webauthn';

/** The login page's "Sign in with a passkey": a discoverable passkey that verifies its user is the whole sign-in. */
export async function signInWithPasskey(remember: boolean) {
  const { challenge, options } = await secondFactorSignInApi.signInOptions();
  return secondFactorSignInApi.signInWithPasskey({ challenge, response: await signWithPasskey(options), remember });
}
