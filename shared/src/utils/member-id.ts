/** Member ids are shown as # and 8 digits, zero-padded (spec 01 §3). */
export function formatMemberId(numericId: number | string | null | undefined): string {
  if (numericId === null || numericId === undefined || numericId === '') return '#--------';
  return `#${String(numericId).padStart(8, '0')}`;
}
