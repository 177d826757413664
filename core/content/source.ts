// A content file as the validator sees it: parsed, with the means to point at any of its values. Made by
// the CLI's loader from the files of content/, and by the editor from the entry being edited.
import type { SourceDoc } from "./loaders/yaml.ts";

/** What one file of a collection is (its definition's `kind`: `post`, `town`, `page`...). */
export type Kind = string;

/** One content file, parsed, with the means to point at any of its values. */
export interface SourceFile {
  rel: string; // path relative to the repo root, forward slashes
  kind: Kind;
  /** The file name without extension: the record's slug, or the page's name. */
  name: string;
  schemaId: string;
  doc: SourceDoc;
  /** As parsed, before validation (fields may be missing or of another type); undefined when it did not parse. */
  data: unknown;
  /** Markdown body of a post or a legal page, and the file line it starts on. */
  body?: string;
  bodyLine?: number;
}

/** A parsed file's top-level fields, to be read one by one before validation (none for a value that is not a group of fields). */
export const fieldsOf = (data: unknown): Record<string, unknown> => (data && typeof data === "object" ? (data as Record<string, unknown>) : {});

