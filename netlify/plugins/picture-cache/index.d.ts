// Types of the build plugin (./index.js, plain JavaScript: Netlify loads it as it is) for the tests.

/** The part of Netlify's `utils.cache` (@netlify/cache-utils) the plugin uses. */
export interface BuildCache {
  restore(path: string): Promise<boolean>;
  save(path: string): Promise<boolean>;
}

export const PICTURE_CACHE: string;
export const FINGERPRINT: string;
export function onPreBuild(options: { utils: { cache: BuildCache } }): Promise<void>;
export function onPostBuild(options: { utils: { cache: BuildCache } }): Promise<void>;
