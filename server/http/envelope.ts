/** The success envelope of every call: data is always present, null when there is nothing. */
export function ok<T>(message: string, data: T | null = null) {
  return { status: 200, message, data };
}
