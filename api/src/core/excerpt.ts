/** The start of a text on one line, cut between characters (never inside an emoji), with "…" when cut. */
export function excerpt(text: string, length: number): string {
  const characters = [...text.replace(/\s+/g, ' ').trim()];
  return characters.length > length ? `${characters.slice(0, length).join('').trimEnd()}…` : characters.join('');
}
