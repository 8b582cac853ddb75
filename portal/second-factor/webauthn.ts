import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { ApiError } from '../../providers/api-error';
import type { PasskeyCeremony, PasskeyRegisterBody, PasskeySignInBody } from '../../providers/types';
import { SECOND_FACTOR_TEXTS as TEXTS } from '../constants';

type Options = PasskeyCeremony['options'];

/**
 * The browser's passkey prompts, with their refusals as readable errors. Only screens that offer a
 * passkey load this module (and the WebAuthn library with it).
 */
async function prompt<T>(run: () => Promise<T>): Promise<T> {
  if (typeof window.PublicKeyCredential !== 'function') throw new ApiError(TEXTS.passkeyUnsupported);
  try {
    return await run();
  } catch (error) {
    const names = [(error as Error)?.name, error instanceof WebAuthnError ? (error.cause as Error)?.name : undefined];
    if (names.some((name) => name === 'NotAllowedError' || name === 'AbortError'))
      throw new ApiError(TEXTS.passkeyCancelled);
    throw new ApiError(error instanceof Error ? error.message : TEXTS.passkeyUnsupported);
  }
}

// The server reads no extension outputs: they are not sent.
export async function createPasskey(options: Options): Promise<PasskeyRegisterBody['response']> {
  const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON;
  return { ...(await prompt(() => startRegistration({ optionsJSON }))), clientExtensionResults: {} };
}

export async function signWithPasskey(options: Options): Promise<PasskeySignInBody['response']> {
  const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON;
  return { ...(await prompt(() => startAuthentication({ optionsJSON }))), clientExtensionResults: {} };
}
