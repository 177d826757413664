// What a file holds for a value the editor shows but need not write: a switch that is off. An absent
// `draft` means published, exactly as `draft: false` does, so neither the editor's save nor
// `content cms --normalize` writes the line; a save then changes only the lines an editor changed.

/** The switches of each collection (by its name in the editor) that are written only when on. */
export const OFF_UNLESS_WRITTEN: Readonly<Record<string, readonly string[]>> = { posts: ["draft"] };

/** The keys of `data` to leave out of the file of an entry of `collection`: its switches that are off. */
export const unwrittenKeys = (collection: string, data: Record<string, unknown>): string[] =>
  (OFF_UNLESS_WRITTEN[collection] ?? []).filter((key) => data[key] === false);
