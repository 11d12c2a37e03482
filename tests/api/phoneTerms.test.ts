// The stored forms a typed phone number is looked up as (schema/phoneTerms.ts).
// Pure: the user searches that use them are tested over HTTP in search.test.ts and palette.test.ts.
import { describe, expect, it } from 'vitest';
import { isWrittenPhone, phoneTerms } from '../../schema/phoneTerms';

describe('phoneTerms', () => {
  it('reads a code written apart after a + as that code, and the rest as the start of the phone', () => {
    expect(phoneTerms('+91 98765 43210')).toEqual([{ code: '91', digits: '9876543210' }]);
    expect(phoneTerms('+91-98765')).toEqual([{ code: '91', digits: '98765' }]);
    expect(phoneTerms('+1 (415) 555-0100')).toEqual([{ code: '1', digits: '4155550100' }]);
  });

  it('tries each length of a code written without a space', () => {
    expect(phoneTerms('+919876543210')).toEqual([
      { code: '9', digits: '19876543210' },
      { code: '91', digits: '9876543210' },
      { code: '919', digits: '876543210' },
      { code: '9198', digits: '76543210' },
    ]);
  });

  it('without a +, looks for the digits anywhere, and for a code only where a whole phone follows it', () => {
    expect(phoneTerms('98765 43210')).toEqual([{ digits: '9876543210' }]);
    expect(phoneTerms('987')).toEqual([{ digits: '987' }]);
    expect(phoneTerms('919876543210')).toEqual([
      { digits: '919876543210' },
      { code: '9', digits: '19876543210' },
      { code: '91', digits: '9876543210' },
    ]);
  });

  it('drops a trunk 0 from a number longer than a phone', () => {
    expect(phoneTerms('098765 43210')).toContainEqual({ digits: '9876543210' });
  });

  it('reads nothing in a name, or in fewer than three digits', () => {
    expect(phoneTerms('Ravi')).toEqual([]);
    expect(phoneTerms('Ravi 98')).toEqual([]);
    expect(phoneTerms('12')).toEqual([]);
    expect(phoneTerms('+91 98')).toEqual([]);
  });
});

describe('isWrittenPhone', () => {
  it('is a number written with a +, spaces or dashes, not bare digits (which may be in an e-mail address)', () => {
    expect(isWrittenPhone('+91 98765 43210')).toBe(true);
    expect(isWrittenPhone('98765-43210')).toBe(true);
    expect(isWrittenPhone('9876543210')).toBe(false);
    expect(isWrittenPhone('ravi 98765')).toBe(false);
  });
});
