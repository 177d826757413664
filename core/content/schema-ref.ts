// How a node of our schemas (schemas/*.schema.json) points at another: `$ref` to another file
// (`site.schema.json`), to a definition in it (`common.schema.json#/definitions/link`) or in its own file
// (`#/definitions/link`). Followed alike by the editor's configuration and the editor's previews.

/** A JSON Schema node as our schemas write them (draft-07, a small subset). */
export interface SchemaNode {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string;
  enum?: (string | number)[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  definitions?: Record<string, SchemaNode>;
  [key: string]: unknown;
}

/**
 * Follows `$ref` from `node` (in `file`) until a node without one: that node, the file it is in and the
 * name of the last definition followed. `schemaOf` gives a schema file's parsed root by name. A `$ref` that
 * names no schema or no node in it is an error naming the file and the `$ref`.
 */
export function followRef<N extends { $ref?: string }>(
  schemaOf: (file: string) => unknown,
  file: string,
  node: N,
): { node: N; file: string; def?: string } {
  let def: string | undefined;
  while (node.$ref) {
    const [target, pointer = ""] = node.$ref.split("#");
    if (target) file = target;
    const root = schemaOf(file);
    if (!root) throw new Error(`${file}: $ref ${node.$ref} names no schema in schemas/`);
    const parts = pointer.split("/").filter(Boolean);
    def = parts.at(-1);
    const next = parts.reduce<unknown>((n, p) => (n as Record<string, unknown> | undefined)?.[p], root);
    if (!next) throw new Error(`${file}: $ref ${node.$ref} does not resolve`);
    node = next as N;
  }
  return { node, file, def };
}
