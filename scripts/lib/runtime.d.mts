// Types of runtime.mjs (plain JavaScript: it runs before any TypeScript loader is installed).

/** The Node a command runs on: `own` when it is the one running now, `why` as the printed line says it. */
export interface ProjectNode {
  execPath: string;
  version: string;
  own: boolean;
  why: string;
}

export const ROOT: string;
export const MARK: string;
export function parseVersion(text: string): [number, number, number] | null;
export function atLeast(version: string, floor: string): boolean;
export function projectFloor(root?: string): string;
export function projectVersions(root?: string): { floor: string; pinned: string };
export function platformPackage(platform?: string, arch?: string): string | null;
export function cacheDir(root: string, version: string): string;
export function versionOf(binary: string): string | null;
export function commandFor(node: Pick<ProjectNode, "execPath">, argv: string[]): [string, string[]];
export function installNode(options: { root: string; version: string; pkg: string }): string;
export function chooseNode(options?: {
  root?: string;
  version?: string;
  execPath?: string;
  platform?: string;
  arch?: string;
  install?: (options: { root: string; version: string; pkg: string }) => string;
  log?: (line: string) => void;
}): ProjectNode;
export function envFor(node: ProjectNode, env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export function runUnder(node: ProjectNode, argv: string[]): Promise<never>;
export function runOnProjectNode(options?: { argv?: string[]; execArgv?: string[] }): Promise<ProjectNode>;
