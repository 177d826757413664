import { loadYaml, type SourceDoc } from "./yaml.ts";

export interface MarkdownSource {
  frontMatter: SourceDoc;
  body: string;
  /** 1-based line of the body's first line in the file. */
  bodyLine: number;
  missingFrontMatter: boolean;
}

/**
 * The front matter between `---` lines, and the fences with it. Split by hand rather than with gray-matter so
 * that the YAML keeps its line positions (gray-matter returns plain data, and editors need `file:line:col`).
 */
export const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export function loadMarkdown(text: string): MarkdownSource {
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    return { frontMatter: loadYaml(""), body: text, bodyLine: 1, missingFrontMatter: true };
  }
  const bodyLine = (match[0].match(/\n/g)?.length ?? 0) + 1;
  return {
    frontMatter: loadYaml(match[1], 1),
    body: text.slice(match[0].length),
    bodyLine,
    missingFrontMatter: false,
  };
}
