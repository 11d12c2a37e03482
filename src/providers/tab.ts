// This tab's id for live updates (schema/live.ts): new with every page load, so two tabs of one
// account are told apart. randomUUID exists only on secure pages (HTTPS, localhost); a back office
// reached over plain HTTP on an office network builds one from getRandomValues, which exists anywhere.

function newTabId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 9562 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const TAB_ID = newTabId();
