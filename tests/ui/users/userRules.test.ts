// The user forms and the server check a field with the same declared rule (schema/user.ts): a bad
// value gets the same message from the form as from the server's body check.
import { describe, expect, it } from 'vitest';
import type { Validator } from 'react-admin';
import { registerBody, userCreateBody } from '../../../schema/user';
import { userRules } from '../../../src/resources/users/userRules';

const valid = {
  name: 'Asha',
  email: 'asha@test.local',
  gender: 'Female',
  phone: '9876543210',
  account_type: 'Vendor',
  is_type: 'Seller',
  role_id: '00000000-0000-4000-8000-000000000001',
  password: 'secret1',
  confirm_password: 'secret1',
  pin_code: '403001',
};

/** What the server says about `field` when the form holds `values`. */
const serverMessage = (schema: typeof userCreateBody | typeof registerBody, values: Record<string, unknown>, field: string) => {
  const result = schema.safeParse(values);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
};

/** What the form shows: the first message of the field's validators. */
const formMessage = (validators: Validator[], values: Record<string, unknown>, field: string) => {
  for (const validate of validators) {
    const message = validate(values[field], values, {} as never);
    if (message) return message;
  }
  return undefined;
};

const cases: [field: keyof typeof userRules, value: string, extra?: Record<string, string>][] = [
  ['name', ''],
  ['name', 'Asha\u202Eevil'],
  ['email', ''],
  ['email', 'not-an-email'],
  ['phone', '12345'],
  ['secondary_number', '123'],
  ['gender', ''],
  ['is_type', ''],
  ['pin_code', ''],
  ['pin_code', '012345'],
  ['password', ''],
  ['password', 'short'],
  ['password', 'elevenchars', { account_type: 'Admin' }],
  ['confirm_password', 'other1'],
];

describe('the user form and the server say the same', () => {
  it.each(cases)('%s = %j', (field, value, extra = {}) => {
    const values = { ...valid, ...extra, [field]: value };
    const server = serverMessage(userCreateBody, values, field);
    expect(server).toBeDefined();
    expect(formMessage(userRules[field], values, field)).toBe(server);
  });

  it('accepts the values the server accepts', () => {
    expect(userCreateBody.safeParse(valid).success).toBe(true);
    for (const [field, validators] of Object.entries(userRules))
      expect(formMessage(validators, { ...valid, current_password: 'x' }, field), field).toBeUndefined();
  });
});
