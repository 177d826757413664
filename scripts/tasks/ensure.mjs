// Installs what a fresh clone is missing before `npm start` and `npm test`: the npm packages (from the
// lock file) and, for the browser tests, Debian's Chromium, Firefox ESR and WebKitGTK. Plain JavaScript: it runs before tsx exists.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const stamp = path.join(root, "node_modules", ".package-lock.hash");

const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: "inherit" });

export function ensurePackages() {
  const lock = fs.readFileSync(path.join(root, "package-lock.json"));
  const hash = createHash("sha256").update(lock).digest("hex");
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === hash) return;
  console.log("Installing npm packages (npm ci)...");
  run("npm", ["ci", "--no-audit", "--no-fund"]);
  fs.writeFileSync(stamp, hash);
}

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${CHROMIUM}: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  console.log("Installing Chromium from Debian's packages...");
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", "chromium"]);
}

/** The cross-browser smoke suite's engines (decision 015): Debian's packages, and the program each one needs. */
const ENGINES = [
  { pkg: "firefox-esr", file: process.env.FIREFOX_PATH || "/usr/bin/firefox-esr" },
  { pkg: "webkit2gtk-driver", file: process.env.WEBKIT_DRIVER_PATH || "/usr/bin/WebKitWebDriver" },
  { pkg: "xvfb", file: "/usr/bin/xvfb-run" },
  { pkg: "xauth", file: "/usr/bin/xauth" },
];

export function ensureEngines() {
  const missing = ENGINES.filter((e) => !fs.existsSync(e.file)).map((e) => e.pkg);
  if (!missing.length) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Missing for the cross-browser tests: ${missing.join(", ")} (sudo apt-get install -y ${missing.join(" ")}).`);
  }
  console.log(`Installing ${missing.join(", ")} from Debian's packages...`);
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", ...missing]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensurePackages();
  if (process.argv.includes("--chromium")) ensureChromium();
  if (process.argv.includes("--engines")) ensureEngines();
}
