// /admin/: the browser editor (Sveltia CMS, decision 016), its own room: written into build/client by the
// post-build step and served by the dev server (scripts/tasks/cms-admin.ts). No page of the site loads it.
import fs from "node:fs";
import path from "node:path";
import { cmsConfig } from "../cli/cms.ts";
import { cmsConfigYaml } from "../../core/content/cms-config.ts";
import type { Paths } from "../cli/config.ts";
import { ROOT } from "../lib/root.ts";
import { escapeXml } from "../../core/xml.ts";
import { defaultPaths } from "../cli/config.ts";
import { adminPreviewFiles, RUNTIME_IMPORTS } from "./preview-files.ts";
import { withSiteCheck } from "./site-check.ts";

export const ADMIN_DIR = "admin";
/** The package's self-contained browser bundle (no chunk it loads at start, no CDN). */
export const CMS_BUNDLE = "sveltia-cms.js";

/** The page's own stylesheet, in the repository at `root`: the CMS's layout mended where it hides something from an editor. */
export const EDITOR_CSS = "editor.css";
export const editorCss = (root: string) => path.join(root, "src", "admin-preview", EDITOR_CSS);

/** The pinned package (its `exports` name no file of it but the npm entry). */
const PACKAGE_DIR = path.join(ROOT, "node_modules", "@sveltia", "cms");
export const cmsBundlePath = () => path.join(PACKAGE_DIR, "dist", CMS_BUNDLE);
export const cmsVersion = (): string => JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, "package.json"), "utf8")).version;

/** A font the bundle would fetch from jsDelivr (`<name>@<version>/<file>`), served from the same fontsource release on npm. */
const font = (cdnPath: string, pkg: string, file: string) => ({
  from: `https://cdn.jsdelivr.net/fontsource/fonts/${cdnPath}`,
  to: `/${ADMIN_DIR}/fonts/${file}`,
  count: 1,
  file: `fonts/${file}`,
  source: () => fs.readFileSync(path.join(ROOT, "node_modules", pkg, "files", file)),
});

/**
 * What the bundle would fetch from other origins at start, served from /admin/ instead (decision 016):
 * its three fonts from the same fontsource releases on npm; the check for a newer release (the version is
 * pinned in package.json) and GitHub's status (an incident banner) answered by small files saying
 * "this version" and "no incident". Each address must occur exactly as often as listed, or the build
 * stops: a new release of the package is checked before it is served.
 */
export const SELF_HOSTED: { from: string; to: string; count: number; file: string; source: () => Buffer }[] = [
  font("source-sans-3:vf@5.3.0/latin-wght-normal.woff2", "@fontsource-variable/source-sans-3", "source-sans-3-latin-wght-normal.woff2"),
  font("noto-mono@5.3.0/latin-400-normal.woff2", "@fontsource/noto-mono", "noto-mono-latin-400-normal.woff2"),
  font(
    "material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2",
    "@fontsource-variable/material-symbols-outlined",
    "material-symbols-outlined-latin-wght-normal.woff2",
  ),
  {
    // The package's home on unpkg: the update check reads `<home>/package.json`; the other uses of the
    // address (its config schema's, named in a console hint) are not fetched.
    from: "`https://unpkg.com/@sveltia/cms`",
    to: `\`/${ADMIN_DIR}/sveltia\``,
    count: 1,
    file: "sveltia/package.json",
    source: () => Buffer.from(`${JSON.stringify({ version: cmsVersion() })}\n`),
  },
  {
    from: "https://www.githubstatus.com/api/v2/status.json",
    to: `/${ADMIN_DIR}/github-status.json`,
    count: 1,
    file: "github-status.json",
    source: () => Buffer.from(`${JSON.stringify({ status: { indicator: "none" } })}\n`),
  },
  // Immutable.js, which the preview templates make the CMS import at run time.
  RUNTIME_IMPORTS,
];

/**
 * One correction to the package's code, so that an editor's unsaved edits survive a reload or a closed tab.
 * The CMS opens its store of draft backups in an effect that runs again whenever the backend's state is
 * read anew; a second run finds the store open and, falling through, sets it to null, so from then on no
 * backup is written and "Restore Draft" is never offered (0.221.1: the effect ran 8 times on opening
 * /admin/ and left no store). Corrected: the store is dropped only when there is no backend. Matched by
 * its shape, and exactly once, or the build stops: a new release is checked before it is served.
 */
export const BACKUP_STORE_FIX = {
  from: /(\{let\{current:(\w+)\}=\w+;if\(\2&&!(\w+)\)\{let\{databaseName:(\w+)\}=\2\.repository\?\?\{\};if\(\4\)\{\3=new \w+\(\4,`draft-backups`,\{keyPath:\[`collectionName`,`slug`\]\}\);return\}\})\3=null\}\)/g,
  to: "$1$2||($3=null)})",
};

/** The package's bundle with the addresses above pointing at /admin/, and its backups kept (BACKUP_STORE_FIX). */
export function cmsBundle(): Buffer {
  let text = fs.readFileSync(cmsBundlePath(), "utf8");
  const backups = text.match(BACKUP_STORE_FIX.from)?.length ?? 0;
  if (backups !== 1)
    throw new Error(
      `@sveltia/cms ${cmsVersion()}: expected its draft-backup store's effect once in ${CMS_BUNDLE}, found ${backups}: check BACKUP_STORE_FIX in scripts/admin/editor.ts against this release`,
    );
  text = text.replace(BACKUP_STORE_FIX.from, BACKUP_STORE_FIX.to);
  for (const { from, to, count } of SELF_HOSTED) {
    const found = text.split(from).length - 1;
    if (found !== count)
      throw new Error(
        `@sveltia/cms ${cmsVersion()}: expected ${from} ${count} time(s) in ${CMS_BUNDLE}, found ${found}: check scripts/admin/editor.ts against this release`,
      );
    text = text.split(from).join(to);
  }
  return Buffer.from(text);
}

/**
 * The editor's page. No inline script or style (its policy allows none); `noindex` for crawlers that
 * get past robots.txt. The configuration is found through the `cms-config-url` link. Its title names the
 * business as the site record does (`name` in content/site.yaml).
 */
export const adminHtml = (siteName: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Content editor · ${escapeXml(siteName)}</title>
<link href="/${ADMIN_DIR}/config.yml" type="application/yaml" rel="cms-config-url">
<link href="/${ADMIN_DIR}/${EDITOR_CSS}" rel="stylesheet">
</head>
<body>
<script src="/${ADMIN_DIR}/${CMS_BUNDLE}?v=${cmsVersion()}"></script>
<script src="/${ADMIN_DIR}/preview.js"></script>
<script src="/${ADMIN_DIR}/preview/app.js"></script>
</body>
</html>
`;

/** Entry previews in the site's own stylesheets, so an editor sees the real typography. */
export const previewScript = (stylesheets: readonly string[]) =>
  `// Written by the post-build step (scripts/admin/editor.ts): the site's stylesheets for the editor's previews.\n${stylesheets.map((href) => `CMS.registerPreviewStyle(${JSON.stringify(href)});`).join("\n")}\n`;

/**
 * /admin's own policy, as tight as the editor allows (decision 016): its scripts from this origin only,
 * no eval; inline styles (Svelte sets style attributes and injects its component styles); pictures the
 * editor previews as blob: and data: URLs; the GitHub API and the avatars of signed-in users in
 * production. Fonts, the update check and GitHub's status are served from /admin/ (SELF_HOSTED). Not
 * allowed, and so never requested: unpkg (code highlighting of code blocks, unused here) and every
 * stock-photo, map or translation service.
 */
export const ADMIN_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self' blob: data: https://api.github.com",
  "worker-src 'self' blob:",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** The `_headers` block of /admin/: its policy and no indexing. */
export const adminHeaders = () => `/${ADMIN_DIR}/*\n  Content-Security-Policy: ${ADMIN_POLICY}\n  X-Robots-Tag: noindex, nofollow\n`;

/** Every file of /admin/ by its path in the site: the page, the configuration, the bundle, the preview styles, the editor's stylesheet. */
export async function adminFiles(
  paths: Pick<Paths, "schemas">,
  stylesheets: readonly string[],
  siteName: string,
): Promise<Map<string, { bytes: Buffer } | { from: string }>> {
  const config = cmsConfigYaml(withSiteCheck(await cmsConfig(paths)));
  return new Map<string, { bytes: Buffer } | { from: string }>([
    [`${ADMIN_DIR}/index.html`, { bytes: Buffer.from(adminHtml(siteName)) }],
    [`${ADMIN_DIR}/config.yml`, { bytes: Buffer.from(config) }],
    [`${ADMIN_DIR}/preview.js`, { bytes: Buffer.from(previewScript(stylesheets)) }],
    [`${ADMIN_DIR}/${EDITOR_CSS}`, { from: editorCss(path.dirname(paths.schemas)) }],
    [`${ADMIN_DIR}/${CMS_BUNDLE}`, { bytes: cmsBundle() }],
    ...SELF_HOSTED.map(({ file, source }) => [`${ADMIN_DIR}/${file}`, { bytes: source() }] as [string, { bytes: Buffer }]),
    // The page previews: their bundle and the built content they render against.
    ...(await adminPreviewFiles(defaultPaths(path.dirname(paths.schemas)))),
  ]);
}
