import { z } from 'zod';

// Building blocks of the entity declarations: how a blank value reads, and the rules every
// entity's body repeats (ids, filters that take 'All').

/** '' and null mean "not given": an optional field takes its default, a required one its message. */
export const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

/** One of `values`: left blank, the field is `required`; anything else, the value is `invalid`. */
export const choiceOf = <const T extends readonly [string, ...string[]]>(values: T, required: string, invalid: string) =>
  z.enum(values, { error: (issue) => (blank(issue.input) === undefined ? required : invalid) });

/** A list filter: '' , null and the dropdown's 'All' mean "any". */
export const blankOrAll = (value: unknown) => (value === '' || value === null || value === 'All' ? undefined : value);

/** The shape of our record ids, where a value is read outside a body (a cursor, a CSV cell). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A body's record id, with the message naming it (`The order id must be a valid id.`), in the
 * database's lower case: PostgreSQL finds a row by either case, so an id compared in code (is it
 * the caller's own?) must be spelt as the database spells it.
 */
export const idOf = (name: string) => z.uuid({ error: `The ${name} must be a valid id.` }).toLowerCase();

/**
 * A record a body must name (its category, its role): left out or blank it is `required`, as the
 * form says; sent but no id, it is told so (`The category id must be a valid id.`), not that it is missing.
 */
export const referenceOf = (name: string, required: string) =>
  z.uuid({ error: (issue) => (blank(issue.input) === undefined ? required : `The ${name} must be a valid id.`) }).toLowerCase();

/** An optional list filter on a record id; blank or All is no filter. */
export const optionalIdFilter = (name: string) => z.preprocess(blankOrAll, idOf(name).optional());

/** An optional list filter on one of `values`; blank or All is no filter. */
export const optionalChoiceFilter = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankOrAll, z.enum(values, { error: message }).optional());

/** "A, B or C": the choices as a message names them. */
export const listOf = (values: readonly string[]) =>
  values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
