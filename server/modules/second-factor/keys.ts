import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const SEAL_ALGORITHM = 'aes-256-gcm';
const SEAL_VERSION = 'v1';

/**
 * The second factor's own keys, derived from the app secret (so neither can pass for a session key or
 * a media signature): one seals TOTP secrets at rest, one hashes challenge tokens and recovery codes.
 */
export class SecondFactorKeys {
  private readonly sealKey: Buffer;
  private readonly digestKey: Buffer;

  constructor(secret: string) {
    this.sealKey = createHmac('sha256', secret).update('totp-secret-sealing').digest();
    this.digestKey = createHmac('sha256', secret).update('second-factor-digests').digest();
  }

  /** Encrypts with a fresh IV; the tag makes a tampered value fail to open. */
  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv(SEAL_ALGORITHM, this.sealKey, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
    return [SEAL_VERSION, ...parts].join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== SEAL_VERSION) throw new Error('Unknown sealed secret version');
    const decipher = createDecipheriv(SEAL_ALGORITHM, this.sealKey, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** A keyed hash: what the database keeps of a token or code handed to the user. */
  digest(value: string): string {
    return createHmac('sha256', this.digestKey).update(value).digest('base64url');
  }

  /** A random token for the client to hold. */
  static token(): string {
    return randomBytes(32).toString('base64url');
  }
}
