import { describe, expect, it } from 'vitest';
import { ROLE_GRANTS } from '../../../schema/permissions';
import { canAccess } from '../../../src/providers/canAccess';
import { formatPhone } from '../../../src/resources/users/userTypes';
import { digitsOnly } from '../../../src/resources/users/userRules';
import { isLockedAccount } from '../../../src/resources/users/useAccountLock';

describe('what the user screens need (canAccess)', () => {
  it.each([
    ['list', 'user_view'],
    ['show', 'user_view'],
    ['create', 'user_create'],
    ['edit', 'user_edit'],
    ['delete', 'user_delete'],
    ['update-password', 'user_update-password'],
  ])('%s on users needs %s', (action, permission) => {
    expect(canAccess({ action, resource: 'users' }, { permissions: [permission] })).toBe(true);
    expect(canAccess({ action, resource: 'users' }, { permissions: ['dashboard_view'] })).toBe(false);
  });

  it('gives staff the user screens and nobody else', () => {
    const can = (role: keyof typeof ROLE_GRANTS, action: string) =>
      canAccess({ action, resource: 'users' }, { permissions: ROLE_GRANTS[role], accountType: role });
    expect(can('Super Admin', 'delete')).toBe(true);
    expect(can('Admin', 'list')).toBe(true);
    for (const role of ['Vendor', 'Labor', 'User'] as const) expect(can(role, 'list')).toBe(false);
  });
});

describe('whose account the caller may change (isLockedAccount)', () => {
  const admin = { uuid: 'me', account_type: 'Admin' };
  it.each([
    ['Admin', 'another Admin', admin, { id: 'peer', account_type: 'Admin' }, true],
    ['Admin', 'a Super Admin', admin, { id: 'boss', account_type: 'Super Admin' }, true],
    ['Admin', 'a Vendor', admin, { id: 'v', account_type: 'Vendor' }, false],
    ['Admin', 'themself', admin, { id: 'me', account_type: 'Admin' }, false],
    ['Super Admin', 'an Admin', { uuid: 'boss', account_type: 'Super Admin' }, { id: 'peer', account_type: 'Admin' }, false],
    ['nobody', 'an Admin', null, { id: 'peer', account_type: 'Admin' }, true],
  ])('%s on %s: locked %s', (_caller, _target, caller, target, locked) => {
    expect(isLockedAccount(caller, target)).toBe(locked);
  });
});

describe('user values', () => {
  it('writes phones as +code phone and keeps digits only', () => {
    expect(formatPhone({ phone_code: '91', phone: '9876543210' })).toBe('+91 9876543210');
    expect(formatPhone({ phone_code: null, phone: '9876543210' })).toBe('9876543210');
    expect(formatPhone({ phone_code: '91', phone: null })).toBe('');
    expect(digitsOnly('+91 (98765) 43-210')).toBe('919876543210');
  });
});
