import { describe, expect, it } from 'vitest';
import { canAccess, requiredPermission } from '../../src/providers/canAccess';
import { ALL_PERMISSIONS, ROLE_GRANTS } from '../../schema/permissions';

const vendor = { permissions: ROLE_GRANTS.Vendor, accountType: 'Vendor' };

describe('requiredPermission', () => {
  it.each([
    ['list', 'users', 'user_view'],
    ['show', 'products', 'product_view'],
    ['create', 'labour', 'labor_create'],
    ['edit', 'sub-categories', 'sub-category_edit'],
    ['delete', 'orders', 'order_delete'],
    ['list', 'dashboard', 'dashboard_view'],
    ['list', 'reports', 'report_view'],
    ['update-status', 'orders', 'order_update-status'],
  ])('%s on %s needs %s', (action, resource, permission) => {
    expect(requiredPermission({ action, resource })).toBe(permission);
  });

  it('knows no permission for unknown resources or actions', () => {
    expect(requiredPermission({ action: 'list', resource: 'invoices' })).toBeNull();
    expect(requiredPermission({ action: 'list', resource: 'constructor' })).toBeNull();
    expect(requiredPermission({ action: 'fly', resource: 'users' })).toBeNull();
  });
});

describe('canAccess', () => {
  it('allows what the permissions grant and nothing else', () => {
    expect(canAccess({ action: 'list', resource: 'products' }, vendor)).toBe(true);
    expect(canAccess({ action: 'delete', resource: 'products' }, vendor)).toBe(true);
    expect(canAccess({ action: 'list', resource: 'users' }, vendor)).toBe(false);
    expect(canAccess({ action: 'delete', resource: 'orders' }, vendor)).toBe(false);
  });

  it('shows reports to sellers and staff (report_view), not to buyers or labourers', () => {
    const reports = { action: 'list', resource: 'reports' };
    expect(canAccess(reports, vendor)).toBe(true);
    expect(canAccess(reports, { permissions: ROLE_GRANTS.Admin, accountType: 'Admin' })).toBe(true);
    expect(canAccess(reports, { permissions: ROLE_GRANTS.User, accountType: 'User' })).toBe(false);
    expect(canAccess(reports, { permissions: ROLE_GRANTS.Labor, accountType: 'Labor' })).toBe(false);
  });

  it('keeps roles to the Super Admin, whatever a role grants (as the server does)', () => {
    expect(canAccess({ action: 'list', resource: 'roles' }, { permissions: ALL_PERMISSIONS, accountType: 'Admin' })).toBe(false);
  });

  it('keeps deleting orders to the Super Admin, whatever a role grants (as the server does)', () => {
    expect(canAccess({ action: 'delete', resource: 'orders' }, { permissions: ALL_PERMISSIONS, accountType: 'Admin' })).toBe(false);
    expect(canAccess({ action: 'update-status', resource: 'orders' }, { permissions: ALL_PERMISSIONS, accountType: 'Admin' })).toBe(true);
  });

  it('denies unknown resources', () => {
    expect(canAccess({ action: 'list', resource: 'invoices' }, { permissions: ALL_PERMISSIONS })).toBe(false);
  });

  it('allows a Super Admin everything, even without permission names', () => {
    const superAdmin = { permissions: [], accountType: 'Super Admin' };
    expect(canAccess({ action: 'delete', resource: 'orders' }, superAdmin)).toBe(true);
    expect(canAccess({ action: 'list', resource: 'roles' }, superAdmin)).toBe(true);
  });
});
