/**
 * A hero's intro cut after its first sentence, so a phone shows at most a few lines before the call to
 * action and the rest after it. Nothing is dropped: `lead + " " + rest` is the text again.
 * A sentence ends at ".", "!" or "?" followed by a space and a capital letter or digit; a text of one
 * sentence has an empty rest.
 */
export function splitLead(text: string): { lead: string; rest: string } {
  const end = /[.!?](?=\s+[A-Z0-9"“])/.exec(text);
  if (!end) return { lead: text, rest: "" };
  const cut = end.index + 1;
  return { lead: text.slice(0, cut), rest: text.slice(cut).trim() };
}
