import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError, validationFailed } from './errors';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from '../../schema/image';
import { checkImage } from '../uploads/images';
import { textProblem } from './textGuard';
import { assertObjectBody } from './validate';

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
export const MAX_FIELDS = 200;
/** Per text field of a multipart form; the app registers the multipart plugin with it. */
export const MAX_FIELD_BYTES = 64 * 1024;

export const MULTIPART_MESSAGES = {
  files: `Too many files: at most ${MAX_FILES} in one request.`,
  fields: `Too many fields: at most ${MAX_FIELDS} in one request.`,
  fieldSize: `This field may not be greater than ${MAX_FIELD_BYTES / 1024} KB.`,
  textSize: (limit: number) => `The form's fields may not total more than ${Math.floor(limit / 1024)} KB.`,
  malformed: 'The multipart body is malformed.',
} as const;

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
    assertObjectBody(body);
    return { fields: (body as Record<string, unknown>) ?? {}, images: [] };
  }
  const fields: Record<string, unknown> = {};
  const images: UploadedImage[] = [];
  const errors: Record<string, string[]> = {};
  // The fields together are held to the JSON body's limit: a form is no way around it.
  const textLimit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 1024 * 1024;
  let textBytes = 0;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: MAX_FILES, fields: MAX_FIELDS } })) {
      if (part.type === 'field') {
        textBytes += Buffer.byteLength(part.fieldname) + Buffer.byteLength(String(part.value));
        if (textBytes > textLimit) throw new ApiError(413, MULTIPART_MESSAGES.textSize(textLimit));
        // Over the field size the value is cut, not thrown: refuse it rather than store a part.
        const problem = textProblem(part.fieldname) ?? textProblem(String(part.value));
        if (part.valueTruncated) errors[part.fieldname] = [MULTIPART_MESSAGES.fieldSize];
        else if (problem) errors[part.fieldname] = [problem];
        else addField(fields, part.fieldname, part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      // Over the limit the stream is cut (not thrown), so the refusal lands on the file's field.
      if (part.file.truncated) {
        errors[part.fieldname] = [IMAGE_MESSAGES.size];
        continue;
      }
      // A form whose file input was left empty sends a part with no name and no bytes: no file.
      if (bytes.length === 0 && !part.filename) continue;
      const image = checkImage(bytes);
      if ('problem' in image) errors[part.fieldname] = [image.problem];
      else images.push({ field: part.fieldname, bytes, ext: image.ext });
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new ApiError(413, MULTIPART_MESSAGES.files);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new ApiError(413, MULTIPART_MESSAGES.fields);
    if (code?.startsWith('FST_')) throw err;
    // Only the parser runs in this loop: anything else it throws is a broken body (busboy's
    // "Unexpected end of form"), the client's fault and not a 500.
    throw new ApiError(400, MULTIPART_MESSAGES.malformed);
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { fields, images };
}

/** A checkbox-like field sent as multipart text or JSON (`remove_image`): '1', 'true' or true. */
export const isTicked = (value: unknown) => value === true || value === '1' || value === 'true';

/**
 * Rows sent as `prefix[i][key]` multipart fields, or as a JSON array
 * under `prefix`; returned in index order.
 */
export function indexedEntries(fields: Record<string, unknown>, prefix: string): unknown[] {
  if (Array.isArray(fields[prefix])) return fields[prefix];
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
