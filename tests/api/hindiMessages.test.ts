// The Hindi table (schema/i18n/messages.hi.ts) against the server's own messages. Pure: no database,
// no server; the message constants and the validation rules are imported and run as they are.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ENTITIES } from '../../schema';
import { deleteImagesField, PRODUCT_MESSAGES, PRODUCT_REPLIES, productBody, productIdBody, productStatusBody } from '../../schema/product';
import { APPROVAL_MESSAGES, APPROVAL_REPLIES, rejectBody } from '../../schema/approval';
import { AUDIT_MESSAGES, AUDIT_REPLIES } from '../../schema/audit';
import { LIVE_MESSAGES } from '../../schema/live';
import { ROLE_MESSAGES, ROLE_REPLIES, roleCreateBody, roleIdBody, rolePermissionsBody, roleUpdateBody } from '../../schema/role';
import { MAIL_REPLIES } from '../../schema/mail';
import { bookmark, review } from '../../schema/feedback';
import { HINDI_MESSAGES, HINDI_PATTERNS } from '../../schema/i18n/messages.hi';
import { toHindi } from '../../schema/i18n/translate';
import { bodySchema, sortFieldsOf } from '../../schema/registry';
import { USER_MESSAGES } from '../../schema/userMessages';
import { CURRENT_PASSWORD_MESSAGES } from '../../schema/userMessages';
import { LOGIN_MESSAGES } from '../../server/auth/routes';
import { bulkIds, eachRow, MAX_BULK_IDS } from '../../server/http/bulk';
import { ApiError, conflict, MESSAGES, tooManyAttempts, validationFailed } from '../../server/http/errors';
import { MULTIPART_MESSAGES } from '../../server/http/multipart';
import { TEXT_MESSAGE } from '../../server/http/textGuard';
import { TEXT_MESSAGES } from '../../schema/text';
import { VERSION_MESSAGES } from '../../schema/version';
import { listParams, MAX_PER_PAGE, sortedListParams } from '../../server/db/paging';
import { ACCOUNT_REPLIES } from '../../server/resources/accounts/routes';
import { LABOUR_REPLIES } from '../../server/resources/labour/routes';
import { DAY_MESSAGES, dayEntry, LABOUR_MESSAGES, labourFieldsBody, labourIdBody, labourStatusBody } from '../../schema/labour';
import { ORDER_REPLIES } from '../../schema/order';
import {
  changePasswordBody,
  deleteBody,
  forgotBody,
  profileUpdateBody,
  registerBody,
  resetBody,
  statusBody,
  userCreateBody,
  userIdBody,
  userUpdateBody,
  USER_IMPORT_MESSAGES,
  USER_REPLIES,
  userImportBody,
} from '../../schema/user';
import { IMAGE_MESSAGES } from '../../schema/image';
import { OWNER_MESSAGES, userDropdownBody } from '../../schema/owner';
import { REPORT_MESSAGES, reportExportBody } from '../../schema/report';
import {
  VIEW_LISTS,
  VIEW_MESSAGES,
  VIEW_REPLIES,
  viewCreateBody,
  viewCreateBodyOf,
  viewDefaultBody,
  viewIdBody,
  viewListBody,
  viewParamsRule,
  viewUpdateBody,
} from '../../schema/view';
import { SEARCH_MESSAGES, searchBody } from '../../schema/search';
import {
  CSV_REASON_OTHER,
  CSV_REASONS,
  IMPORT_MESSAGES,
  importIdBody,
  importMessage,
  importRowsBody,
  importRowUpdateBody,
  importUploadFields,
} from '../../schema/import';

const DEVANAGARI = /[\u0900-\u097F]/;

/** The messages no translation covers, for the failure message. */
const untranslated = (messages: Iterable<string>) => [...new Set(messages)].filter((m) => toHindi(m) === undefined);

/** The values the server and the admin call each message builder with (USER_MESSAGES). */
const SAMPLE_VALUES: Record<string, unknown[]> = { minLength: [6, 10, 12], sameAs: ['password'], textSize: [1024 * 1024, 64 * 1024] };

/** A constant's values: texts as they are, message builders called with their sample values. */
function textsOf(constant: Record<string, unknown>): string[] {
  return Object.entries(constant).flatMap(([key, value]) => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') {
      const samples = SAMPLE_VALUES[key];
      return samples ? samples.map((sample) => String(value(sample))) : [`(no sample values for the builder ${key})`];
    }
    return [];
  });
}

/** The ending the Hindi should have for an English text ('.' becomes the danda). */
const hindiEnding = (english: string) => (english.endsWith('.') ? '।' : english.endsWith('!') ? '!' : english.endsWith('?') ? '?' : '');

describe('the Hindi table', () => {
  it('has Hindi everywhere and no placeholder left over', () => {
    const bad = [
      ...Object.entries(HINDI_MESSAGES).filter(([, hindi]) => !DEVANAGARI.test(hindi) || hindi.includes('${')),
      ...HINDI_PATTERNS.filter(([, hindi]) => !DEVANAGARI.test(hindi) || hindi.includes('${')).map(([p, h]) => [String(p), h]),
    ];
    expect(bad, `not Hindi: ${JSON.stringify(bad, null, 1)}`).toEqual([]);
  });

  it('anchors every pattern to the whole message', () => {
    const loose = HINDI_PATTERNS.map(([pattern]) => pattern.source).filter((s) => !s.startsWith('^') || !s.endsWith('$'));
    expect(loose).toEqual([]);
  });

  it('uses in each pattern exactly the groups it captures', () => {
    const bad = HINDI_PATTERNS.filter(([pattern, hindi]) => {
      const groups = new RegExp(`${pattern.source}|`).exec('')!.length - 1;
      const used = new Set([...hindi.matchAll(/\$(\d)/g)].map((m) => Number(m[1])));
      return used.size !== groups || [...used].some((n) => n < 1 || n > groups);
    }).map(([pattern]) => String(pattern));
    expect(bad).toEqual([]);
  });

  it('defines no message twice (a fixed text is never also matched by a pattern)', () => {
    const twice = Object.keys(HINDI_MESSAGES).flatMap((english) =>
      HINDI_PATTERNS.filter(([pattern]) => pattern.test(english)).map(([pattern]) => `${english} ~ ${String(pattern)}`),
    );
    expect(twice, twice.join('\n')).toEqual([]);
  });

  it("keeps the English sentence's ending ('.' as '।', '!' and '?' as they are)", () => {
    const bad = [
      ...Object.entries(HINDI_MESSAGES).filter(([english, hindi]) => {
        const ending = hindiEnding(english);
        return ending ? !hindi.endsWith(ending) : /[।.!?]$/.test(hindi);
      }),
      ...HINDI_PATTERNS.filter(([pattern, hindi]) => {
        const source = pattern.source;
        const ending = source.endsWith('\\.$') ? '।' : source.endsWith('!$') ? '!' : source.endsWith('\\?$') ? '?' : '';
        return ending ? !hindi.endsWith(ending) : /[।.!?]$/.test(hindi);
      }).map(([p, h]) => [String(p), h]),
    ];
    expect(bad, JSON.stringify(bad, null, 1)).toEqual([]);
  });

  it('fills in the values of a message that carries them', () => {
    expect(toHindi('Too many attempts. Try again in 42 seconds.')).toBe('बहुत अधिक प्रयास। 42 सेकंड बाद फिर से प्रयास करें।');
    expect(toHindi('Too many attempts. Try again in 49 minutes.')).toBe('बहुत अधिक प्रयास। 49 मिनट बाद फिर से प्रयास करें।');
    expect(toHindi('3 done, 1 refused.')).toBe('3 पूरे, 1 अस्वीकृत।');
    expect(toHindi(USER_MESSAGES.minLength(6))).toContain('6');
    expect(toHindi(`The per page must be -1 (all) or between 1 and ${MAX_PER_PAGE}.`)).toContain(String(MAX_PER_PAGE));
    // The codes a client must send stay as they are.
    expect(toHindi('The payment status must be Pending, Paid or Failed.')).toContain('Pending, Paid या Failed');
    expect(toHindi(AUDIT_MESSAGES.resource)).toContain('user, role, product');
    expect(toHindi('Not a message the server sends.')).toBeUndefined();
  });
});

describe('every message the server sends has its Hindi', () => {
  it('covers the message constants of the server modules', () => {
    const constants: Record<string, Record<string, unknown>> = {
      MESSAGES,
      LOGIN_MESSAGES,
      CURRENT_PASSWORD_MESSAGES,
      MULTIPART_MESSAGES,
      IMAGE_MESSAGES,
      LABOUR_MESSAGES,
      LABOUR_REPLIES,
      DAY_MESSAGES,
      PRODUCT_MESSAGES,
      PRODUCT_REPLIES,
      USER_MESSAGES,
      USER_REPLIES,
      ORDER_REPLIES,
      ACCOUNT_REPLIES,
      AUDIT_REPLIES,
      AUDIT_MESSAGES,
      LIVE_MESSAGES,
      APPROVAL_MESSAGES,
      APPROVAL_REPLIES,
      ROLE_MESSAGES,
      ROLE_REPLIES,
      MAIL_REPLIES,
      OWNER_MESSAGES,
      REPORT_MESSAGES,
      VIEW_MESSAGES,
      VIEW_REPLIES,
      SEARCH_MESSAGES,
      IMPORT_MESSAGES,
      USER_IMPORT_MESSAGES,
      // What an import says of a file and of the records its lines name.
      IMPORT_FILE: {
        ...Object.fromEntries([...Object.values(CSV_REASONS), CSV_REASON_OTHER].map((reason, i) => [i, importMessage.badLine(12, reason)])),
        missing: importMessage.missingColumns(['Name', 'Short Name']),
        unknown: importMessage.unknown('sub-category', 'Rice "basmati"'),
        within: importMessage.unknownWithin('state', 'country', 'Goa'),
        awaitsParent: importMessage.awaitsParent('sub-category', 'category'),
        ambiguous: importMessage.ambiguous('city', 'Aurangabad'),
        sameNamedProducts: importMessage.sameNamedProducts('Basmati rice'),
        repeated: importMessage.repeated(7),
      },
      BOOKMARKS: bookmark.messages,
      REVIEWS: review.messages,
      TEXT: { TEXT_MESSAGE },
      TEXT_MESSAGES,
      VERSION_MESSAGES,
    };
    const missing = Object.entries(constants).flatMap(([name, constant]) => untranslated(textsOf(constant)).map((m) => `${name}: ${m}`));
    expect(missing, `no Hindi for:\n${missing.join('\n')}`).toEqual([]);
  });

  it("covers each entity's replies, conflicts and the registry's messages built from its declaration", () => {
    const messages = ENTITIES.flatMap((entity) => {
      // As server/registry/routes.ts and queries.ts build them from the declaration.
      const filters = [...new Set([...entity.filters, ...entity.dropdown.filters])].map((n) => `The ${n} must be a valid id.`);
      const references = Object.values(entity.fields).flatMap((spec) => {
        if (!spec.reference) return [];
        const parent = spec.reference.dependsOn;
        return [
          `The selected ${spec.reference.entity.replace('-', ' ')} is invalid.`,
          ...(parent
            ? [`The selected ${spec.reference.entity} does not belong to the selected ${entity.fields[parent].reference!.entity}.`]
            : []),
        ];
      });
      return [
        ...Object.values(entity.messages),
        ...entity.unique.map((u) => u.message),
        ...entity.inUse.map((u) => u.message),
        ...filters,
        ...references,
      ].map((m) => `${entity.name}: ${m}`);
    });
    const missing = messages.filter((m) => toHindi(m.slice(m.indexOf(': ') + 2)) === undefined);
    expect(missing, `no Hindi for:\n${missing.join('\n')}`).toEqual([]);
  });

  it('covers the messages of the error helpers and of a bulk call', async () => {
    const log = { error: () => undefined } as unknown as FastifyBaseLogger;
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const reply = await eachRow(log, [a, b, c], async (id) => {
      if (id === b) throw conflict('This record is in use and cannot be deleted.');
      if (id === c) throw new Error('boom');
    });
    const messages = [
      reply.message,
      ...reply.data!.refused.map((r) => r.reason),
      tooManyAttempts(30).message,
      validationFailed({}).message,
      new ApiError(404, MESSAGES.notFound).message,
      `At most ${MAX_BULK_IDS} rows at a time.`,
    ];
    expect(reply.data!.refused.map((r) => r.status)).toEqual([409, 500]);
    const missing = untranslated(messages);
    expect(missing, `no Hindi for:\n${missing.join('\n')}`).toEqual([]);
  });

  it("covers every message the request rules give for bad input, zod's own included", () => {
    const schemas: Record<string, z.ZodType> = {
      listParams,
      bulkIds,
      productBody,
      productIdBody,
      productStatusBody,
      labourFieldsBody,
      dayEntry,
      labourIdBody,
      labourStatusBody,
      userCreateBody,
      userUpdateBody,
      profileUpdateBody,
      registerBody,
      changePasswordBody,
      userIdBody,
      statusBody,
      deleteBody,
      forgotBody,
      resetBody,
      userDropdownBody,
      rejectBody,
      roleCreateBody,
      roleUpdateBody,
      roleIdBody,
      rolePermissionsBody,
      reportExportBody,
      viewListBody,
      viewCreateBody,
      viewUpdateBody,
      viewIdBody,
      viewDefaultBody,
      ...Object.fromEntries(VIEW_LISTS.map((list) => [`${list.resource} view`, viewCreateBodyOf(list)])),
      searchBody,
      importUploadFields,
      userImportBody,
      importIdBody,
      importRowsBody,
      importRowUpdateBody,
      ...Object.fromEntries(ENTITIES.map((e) => [`${e.name} body`, bodySchema(e)])),
      ...Object.fromEntries(ENTITIES.map((e) => [`${e.name} list`, sortedListParams(sortFieldsOf(e))])),
    };
    const id = randomUUID();
    const samples: unknown[] = [
      undefined,
      null,
      '',
      ' ',
      'x',
      'abc',
      'x'.repeat(300),
      'x'.repeat(25_000),
      -1,
      0,
      0.001,
      1.5,
      7,
      101,
      1e12,
      true,
      [],
      ['x'],
      {},
      'Rent',
      'Percentage',
      '2999-01-01',
      '1800-01-01',
      'not-a-date',
      '25:00',
      '10:00',
      id,
      Array(101).fill(id),
      Array(1001).fill(id),
      '12345',
      '123456',
      'a@b',
      'Sunday',
      '1-684,abc',
      '[1]',
      '{"a":1}',
      'U+1F600',
      '😀',
      'constructor',
      'two\nlines',
      'a\u202Eb',
    ];
    const messages = new Set<string>();
    const collect = (schema: z.ZodType, input: unknown) => {
      const result = schema.safeParse(input);
      if (!result.success) for (const issue of result.error.issues) messages.add(issue.message);
    };
    for (const schema of Object.values(schemas)) {
      const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape ?? {};
      for (const input of [{}, [], 'text', 5]) collect(schema, input);
      for (const field of Object.keys(shape)) for (const value of samples) collect(schema, { [field]: value });
    }
    for (const value of samples) collect(deleteImagesField, value);
    // A view's settings, and the filters within them, as each list declares them.
    for (const list of VIEW_LISTS) {
      const settings = viewParamsRule(list);
      for (const value of samples) {
        collect(settings, value);
        for (const key of ['filter', 'sort', 'order', 'perPage', 'columns', 'unknown']) collect(settings, { [key]: value });
        for (const key of ['q', ...Object.keys(list.filters)]) collect(settings, { filter: { [key]: value } });
      }
    }
    expect(messages.size).toBeGreaterThan(100);
    const missing = untranslated(messages);
    expect(missing, `no Hindi for:\n${missing.join('\n')}`).toEqual([]);
  });
});
