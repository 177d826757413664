// Where ./preview-build.ts writes the editor's preview bundle (git-ignored) and ./preview-files.ts reads it.
import path from "node:path";
import { ADMIN_PREVIEW_SCRIPT } from "../../core/admin-preview.ts";
import { ROOT } from "../lib/root.ts";

export const PREVIEW_OUT = path.join(ROOT, ".cache", "admin-preview");
export const previewBundlePath = () => path.join(PREVIEW_OUT, ADMIN_PREVIEW_SCRIPT);
