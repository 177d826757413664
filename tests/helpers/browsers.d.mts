// Types of browsers.mjs (plain JavaScript: the setup step and .ci/run use it before TypeScript is loaded).
export const CHROMIUM: string;
export const FIREFOX: string;
export const WEBKIT_DRIVER: string;
export function miniBrowser(): string;
export function browserVersions(): string[];
