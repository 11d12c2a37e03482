/** Two-letter initials from the first two words of a name (spec: "initials of the first two words"). */
export const initials = (name?: string | null): string =>
  (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
