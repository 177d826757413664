// `$ref` in our schemas, followed once (core/content/schema-ref.ts) for the editor's configuration and its
// previews: across files, to definitions, and a clear error naming the file and the `$ref` that leads nowhere.
import { describe, expect, it } from "vitest";
import { followRef } from "../../core/content/schema-ref.ts";

type Node = { $ref?: string; type?: string; definitions?: Record<string, Node> };
const SCHEMAS: Record<string, Node> = {
  "page.schema.json": { $ref: "common.schema.json#/definitions/card" },
  "common.schema.json": {
    definitions: { card: { $ref: "#/definitions/text" }, text: { type: "string" } },
  },
};
const schemaOf = (file: string) => SCHEMAS[file];

describe("followRef", () => {
  it("follows a chain across files and within one, to the node, its file and the last definition's name", () => {
    expect(followRef(schemaOf, "site.schema.json", { $ref: "page.schema.json" })).toEqual({
      node: { type: "string" },
      file: "common.schema.json",
      def: "text",
    });
  });

  it("leaves a node without $ref as it is, in its own file", () => {
    expect(followRef<Node>(schemaOf, "page.schema.json", { type: "number" })).toEqual({ node: { type: "number" }, file: "page.schema.json" });
  });

  it("names the file and the $ref that leads nowhere", () => {
    expect(() => followRef(schemaOf, "page.schema.json", { $ref: "gone.schema.json" })).toThrow(
      "gone.schema.json: $ref gone.schema.json names no schema in schemas/",
    );
    expect(() => followRef(schemaOf, "common.schema.json", { $ref: "#/definitions/missing" })).toThrow(
      "common.schema.json: $ref #/definitions/missing does not resolve",
    );
  });
});
