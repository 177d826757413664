// Types of cache-check.mjs (plain JavaScript: the host's build plugin runs it as it is).

export function wholeJpeg(bytes: Buffer): boolean;
export function wholeWebpFile(file: string): Promise<boolean>;
export function shownCachePath(file: string): string;
export function droppedNote(file: string, why: string): string;
export function readJsonCache<T>(file: string, valid: (value: unknown) => value is T, note: (line: string) => void, shown?: string): Promise<Record<string, T>>;
export const BUNDLE_RECORD: string;
export function checkCacheFolder(dir: string, shown?: string): Promise<string[]>;
export function bundleProblem(folder: string): Promise<string | undefined>;
