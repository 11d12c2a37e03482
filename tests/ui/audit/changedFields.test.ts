import { describe, expect, it } from 'vitest';
import { changedFields } from '../../../src/resources/audit/changedFields';

const lines = (before: Record<string, unknown> | null, after: Record<string, unknown> | null) =>
  changedFields(before, after).map(({ key, part, before: b, after: a }) => [key, part ?? null, b, a]);

describe('changedFields', () => {
  it('reads a list of parts field by field, only the fields that changed', () => {
    expect(
      lines(
        { address: [{ pin_code: '570001', city_id: 'c', full_address: 'Market road' }] },
        { address: [{ pin_code: '570002', city_id: 'c', full_address: 'Market road' }] },
      ),
    ).toEqual([['address.0.pin_code', { index: 0, of: 1, field: 'pin_code' }, '570001', '570002']]);
  });

  it('reads parts that are one value each (images) as a set: the ones gone, then the ones added', () => {
    expect(lines({ images: [{ image_url: '/a.png' }] }, { images: [{ image_url: '/a.png' }, { image_url: '/b.png' }] })).toEqual([
      ['images.added.0', { index: 0, of: 1 }, undefined, '/b.png'],
    ]);
    // The first of two removed: that image gone, not the second moved into its place.
    expect(
      lines({ images: [{ image_url: '/a.png' }, { image_url: '/b.png' }] }, { images: [{ image_url: '/b.png' }, { image_url: '/c.png' }] }),
    ).toEqual([
      ['images.gone.0', { index: 0, of: 1 }, '/a.png', undefined],
      ['images.added.0', { index: 0, of: 1 }, undefined, '/c.png'],
    ]);
  });

  it('gives every field of a part added to or removed from nothing', () => {
    expect(lines(null, { name: 'Meera', address: [{ pin_code: '560001', home_no: '4' }] })).toEqual([
      ['name', null, undefined, 'Meera'],
      ['address.0.pin_code', { index: 0, of: 1, field: 'pin_code' }, undefined, '560001'],
      ['address.0.home_no', { index: 0, of: 1, field: 'home_no' }, undefined, '4'],
    ]);
    expect(lines({ address: [{ pin_code: '560001', home_no: '4' }] }, { address: [] })).toEqual([
      ['address.0.pin_code', { index: 0, of: 1, field: 'pin_code' }, '560001', undefined],
      ['address.0.home_no', { index: 0, of: 1, field: 'home_no' }, '4', undefined],
    ]);
  });

  it('pairs named parts by their name, and names the line by it (a labour day added before others)', () => {
    const day = (day_name: string, start_time: string) => ({ day_name, start_time });
    expect(
      lines(
        { days: [day('Tuesday', '08:00:00'), day('Wednesday', '08:00:00')] },
        {
          days: [day('Monday', '07:00:00'), day('Tuesday', '08:00:00'), day('Wednesday', '09:00:00')],
        },
      ),
    ).toEqual([
      ['days.1.start_time', { index: 1, of: 3, name: 'Wednesday', field: undefined }, '08:00:00', '09:00:00'],
      ['days.2.start_time', { index: 2, of: 3, name: 'Monday', field: undefined }, undefined, '07:00:00'],
    ]);
  });

  it('leaves out the id and the times of a created record: the entry says which and when', () => {
    expect(lines(null, { id: 'u-1', name: 'Quintal', created_at: '2026-12-04T18:33:00Z', updated_at: '2026-12-04T18:33:00Z' })).toEqual([
      ['name', null, undefined, 'Quintal'],
    ]);
  });

  it("keeps a list of plain values (a role's permissions) as one line", () => {
    expect(lines({ permissions: ['user_view'] }, { permissions: ['user_view', 'user_edit'] })).toEqual([
      ['permissions', null, ['user_view'], ['user_view', 'user_edit']],
    ]);
  });
});
