import { MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG } from '../../common/limits';

/**
 * The form rule for the longest password, apart from the strength rule (./password-rule.ts): the login
 * page has it, and with it would come the estimator's helpers.
 */
export const maxPasswordLength = {
  max: MAX_PASSWORD_LENGTH,
  message: PASSWORD_TOO_LONG,
};
