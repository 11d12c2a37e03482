// JSON-like values -> multipart, for the calls the API takes as multipart.
// Nested keys use the bracket form the spec names (product_images[0][image_file], delete_images[0]).

/** react-admin's file inputs hold { rawFile: File, src, title }. */
const fileOf = (value: unknown): Blob | null => {
  if (value instanceof Blob) return value;
  const raw = (value as { rawFile?: unknown } | null)?.rawFile;
  return raw instanceof Blob ? raw : null;
};

export const containsFile = (value: unknown): boolean => {
  if (fileOf(value)) return true;
  if (Array.isArray(value)) return value.some(containsFile);
  if (value && typeof value === 'object') return Object.values(value).some(containsFile);
  return false;
};

const append = (form: FormData, key: string, value: unknown) => {
  if (value === undefined || value === null) return;
  const file = fileOf(value);
  if (file) {
    form.append(key, file);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => append(form, `${key}[${index}]`, item));
  } else if (value instanceof Date) {
    form.append(key, value.toISOString());
  } else if (typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) append(form, `${key}[${name}]`, item);
  } else {
    form.append(key, String(value));
  }
};

export const toFormData = (values: Record<string, unknown>): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) append(form, key, value);
  return form;
};
