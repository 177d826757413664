/**
 * The initials shown in place of a team member's missing photo: the first letter of the first and of the
 * last word of the name ("Ana María Ruiz" → "AR", "Cher" → "C"), by characters rather than UTF-16 units.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  const first = (word: string) => Array.from(word)[0].toLocaleUpperCase("en-US");
  return words.length === 1 ? first(words[0]) : first(words[0]) + first(words[words.length - 1]);
}
