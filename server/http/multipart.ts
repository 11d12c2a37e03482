import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError, validationFailed } from './errors';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, sniffImage } from '../uploads/images';

export interface UploadedImage {
  field: string;
  bytes: Buffer;
  ext: string;
}

export interface FormBody {
  fields: Record<string, unknown>;
  images: UploadedImage[];
}

export const MAX_FILES = 10;

/** `name[]` and `name[0]` collect into a list under `name`; a repeated plain name does too. */
function addField(fields: Record<string, unknown>, name: string, value: unknown) {
  const list = name.match(/^([^[\]]+)\[\d*\]$/);
  const key = list ? list[1] : name;
  const existing = fields[key];
  if (list || existing !== undefined) {
    fields[key] = [...(Array.isArray(existing) ? existing : existing === undefined ? [] : [existing]), value];
  } else {
    fields[key] = value;
  }
}

/**
 * Reads a JSON or multipart body. Files must be images (checked by content) under the size limit;
 * a refusal is a 422 on the file's field, so the form shows it beside the input.
 */
export async function readForm(request: FastifyRequest): Promise<FormBody> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      throw new ApiError(422, 'The request body must be an object.', { body: ['The request body must be an object.'] });
    }
    return { fields: (body as Record<string, unknown>) ?? {}, images: [] };
  }
  const fields: Record<string, unknown> = {};
  const images: UploadedImage[] = [];
  const errors: Record<string, string[]> = {};
  for await (const part of request.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: MAX_FILES, fields: 200 } })) {
    if (part.type === 'field') {
      addField(fields, part.fieldname, part.value);
      continue;
    }
    const bytes = await part.toBuffer();
    // Over the limit the stream is cut (not thrown), so the refusal lands on the file's field.
    if (part.file.truncated) {
      errors[part.fieldname] = [IMAGE_MESSAGES.size];
      continue;
    }
    if (bytes.length === 0) continue;
    const ext = sniffImage(bytes);
    if (!ext) errors[part.fieldname] = [IMAGE_MESSAGES.type];
    else images.push({ field: part.fieldname, bytes, ext });
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { fields, images };
}

/**
 * Rows sent as `prefix[i][key]` multipart fields (spec 7's indexed entries), or as a JSON array
 * under `prefix`; returned in index order.
 */
export function indexedEntries(fields: Record<string, unknown>, prefix: string): Record<string, unknown>[] {
  if (Array.isArray(fields[prefix])) return fields[prefix] as Record<string, unknown>[];
  const rows = new Map<number, Record<string, unknown>>();
  const pattern = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\[(\\d+)\\]\\[([a-z_]+)\\]$`);
  for (const [name, value] of Object.entries(fields)) {
    const match = name.match(pattern);
    if (!match) continue;
    const index = Number(match[1]);
    if (index > 100) continue;
    rows.set(index, { ...rows.get(index), [match[2]]: value });
  }
  return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => row);
}
