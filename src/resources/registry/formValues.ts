// Between the form and the API: the same zod rules as the server check the form (so the messages
// are the declaration's), and only declared fields are sent.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { bodyFields, bodySchema, imageFieldOf, type EntityDeclaration } from '../../../schema/registry';
import { REMOVE_IMAGE } from './ImageInputWithPreview';

type Values = Record<string, unknown>;

/**
 * The declared fields of the form, as the create / update body: blanks left out (the rule then
 * says the field is required), lists as comma-separated text (multipart has no arrays).
 */
export function toBody(entity: EntityDeclaration, values: Values): Values {
  const body: Values = {};
  for (const name of bodyFields(entity)) {
    const value = values[name];
    if (value === null || value === undefined) continue;
    body[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return body;
}

/**
 * The body plus the image: a chosen file travels as the image field, a removal as remove_image=1;
 * an edit sends back the `updated_at` it read, so a save over someone else's change is refused.
 */
export function toPayload(entity: EntityDeclaration, values: Values): Values {
  const body = toBody(entity, values);
  if (typeof values.updated_at === 'string') body.updated_at = values.updated_at;
  const image = imageFieldOf(entity);
  if (image) {
    const [name] = image;
    if (values[name] instanceof Blob) body[name] = values[name];
    else if (values[REMOVE_IMAGE] === '1') body[REMOVE_IMAGE] = '1';
  }
  return body;
}

/** react-hook-form resolver running the declaration's zod rules: first message per field. */
export function registryResolver(entity: EntityDeclaration): Resolver<FieldValues> {
  const schema = bodySchema(entity);
  return async (values) => {
    const result = await schema.safeParseAsync(toBody(entity, values));
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? 'root');
      if (!errors[name]) errors[name] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}
