import type { FormRule } from 'antd';
import {
  estimatorOptions,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_SHORT,
  passwordWeakness,
  personalWords,
} from '../../common/password-rule';

type Weakness = (password: string, personal: string[]) => string | null;
let estimator: Promise<Weakness> | undefined;

/**
 * zxcvbn and its dictionaries (about 750 KB compressed): fetched in parallel files the first time a
 * new password is typed, never with a page.
 */
async function loadEstimator(): Promise<Weakness> {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  const zxcvbn = new ZxcvbnFactory(estimatorOptions({ common, english }));
  return (password, personal) => passwordWeakness(password, () => zxcvbn.check(password, personal));
}

export const minPasswordLength = {
  min: MIN_PASSWORD_LENGTH,
  message: PASSWORD_TOO_SHORT,
};

/**
 * The server's password rule in a form, so it says why as the member types: a common or guessable
 * password is refused, the form's own `fields` (email, name) counting as guessable words.
 */
export function strongPassword(fields: string[] = []): FormRule {
  return ({ getFieldValue }) => ({
    async validator(_, value: string | undefined) {
      if (!value || value.length < MIN_PASSWORD_LENGTH) return;
      estimator ??= loadEstimator();
      const personal = personalWords(fields.map((field) => getFieldValue(field) as string | undefined));
      const why = (await estimator)(value, personal);
      if (why) throw new Error(why);
    },
  });
}
