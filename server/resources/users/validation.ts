import { passwordMinFor } from '../../../schema/passwordRules';
import { USER_MESSAGES } from '../../../schema/userMessages';
import { validationFailed } from '../../http/errors';

/** 422 on `password` unless it has the minimum of this account type (schema/passwordRules.ts). */
export function assertPasswordFits(accountType: string | undefined, value: string) {
  const min = passwordMinFor(accountType);
  if (value.length < min) throw validationFailed({ password: [USER_MESSAGES.minLength(min)] });
}
