import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { estimatorOptions, passwordWeakness, personalWords } from '../../common/password-rule.js';
import { badRequest } from '../errors.js';

// Built on first use: its dictionaries take a quarter of a second to index.
let estimator: ZxcvbnFactory | undefined;

/**
 * Refuses a short, common or guessable password with a 400 naming the field and saying why.
 * `accountDetails` (its email, name) count as guessable words: a password made of them is weak.
 */
export function assertStrongPassword(password: string, accountDetails: string[] = []): void {
  const why = passwordWeakness(password, () => {
    estimator ??= new ZxcvbnFactory(estimatorOptions({ common, english }));
    return estimator.check(password, personalWords(accountDetails));
  });
  if (why) throw badRequest(`password: ${why}`, { field: 'password' });
}
