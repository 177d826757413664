// The browsers the tests drive, as this machine has them today, installed from Debian's packages when missing
// (scripts/tasks/ensure.mjs --chromium --engines). Debian's packages move (bookworm gives
// Firefox ESR 140 from its main archive and 153 from its security archive, WebKitGTK and Chromium
// likewise), so `npm test` and CI say at their start which ones they ran on, and nothing assumes a
// version, an architecture or WebKitGTK's API folder. Plain JavaScript: the setup step and .ci/run use
// it before any TypeScript loader is installed.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Chromium's headless shell (Debian's chromium-headless-shell): the same Chromium release and Blink as the
 * `chromium` package, without the desktop browser's window and compositor, which a test never shows. It is
 * what Playwright itself runs headless tests on, and it costs about 40 % less CPU (decision 062).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell";
export const FIREFOX = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH || "/usr/bin/WebKitWebDriver";

/**
 * WebKitGTK's MiniBrowser, wherever this release keeps it: /usr/lib/<triplet>/webkit2gtk-4.1/ on Debian 12
 * amd64, another triplet on arm64, webkitgtk-6.0/ or /usr/libexec/ elsewhere. MINIBROWSER_PATH wins.
 */
export function miniBrowser() {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  const subdirs = (dir) => {
    try {
      return fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => path.join(dir, e.name));
    } catch {
      return [];
    }
  };
  const roots = ["/usr/lib", "/usr/libexec", ...subdirs("/usr/lib")];
  const found = roots
    .flatMap(subdirs)
    .filter((d) => /^webkit(2)?gtk-[\d.]+$/.test(path.basename(d)))
    .map((d) => path.join(d, "MiniBrowser"))
    .filter((f) => fs.existsSync(f))
    .sort();
  // The newest API when several are installed (webkitgtk-6.0 after webkit2gtk-4.1).
  return found.at(-1) ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
}

const run = (cmd, args) => execFileSync(cmd, args, { stdio: "inherit" });

const quiet = (cmd, args) => {
  try {
    return execFileSync(cmd, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: 15_000 }).trim();
  } catch {
    return "";
  }
};

/** The Debian package that installed `file`, and its version, or "" when dpkg does not know it. */
function packageVersion(file) {
  const owner = quiet("dpkg-query", ["-S", fs.realpathSync(file)]).split(":")[0];
  return owner ? quiet("dpkg-query", ["-W", "-f=${Version}", owner]) : "";
}

/** One line per browser: its name and version as the browser (or its package) says, and where it is. */
export function browserVersions() {
  const line = (name, file, version) => `  ${name}: ${fs.existsSync(file) ? version || "version unknown" : "missing"} (${file})`;
  const mini = miniBrowser();
  return [
    line("Chromium", CHROMIUM, quiet(CHROMIUM, ["--version"]).replace(/ built on .*$/, "")),
    line("Firefox", FIREFOX, quiet(FIREFOX, ["--version"])),
    line("WebKitGTK", mini, fs.existsSync(mini) ? `WebKitGTK ${packageVersion(mini).replace(/-[^-]*$/, "")}`.trim() : ""),
  ];
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium's headless shell is missing at ${CHROMIUM}: install it (sudo apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`);
  }
  console.log("Installing Chromium's headless shell from Debian's packages...");
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", "chromium-headless-shell"]);
}

/** The cross-browser smoke suite's engines (decision 015): Debian's packages, and the program each one needs. */
const ENGINES = [
  { pkg: "firefox-esr", file: FIREFOX },
  { pkg: "webkit2gtk-driver", file: WEBKIT_DRIVER },
  { pkg: "xvfb", file: "/usr/bin/xvfb-run" },
  { pkg: "xauth", file: "/usr/bin/xauth" },
];

function ensureEngines() {
  const missing = ENGINES.filter((e) => !fs.existsSync(e.file)).map((e) => e.pkg);
  if (!missing.length) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Missing for the cross-browser tests: ${missing.join(", ")} (sudo apt-get install -y ${missing.join(" ")}).`);
  }
  console.log(`Installing ${missing.join(", ")} from Debian's packages...`);
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", ...missing]);
}

/** Chromium (`--chromium`) and the cross-browser engines (`--engines`) installed, then which ones this run is on. */
function ensureBrowsers(flags) {
  if (flags.includes("--chromium")) ensureChromium();
  if (flags.includes("--engines")) ensureEngines();
  // Debian's mirror decides the versions (Firefox ESR 140 or 153 today).
  console.log(["Browsers the tests run on:", ...browserVersions()].join("\n"));
}

// `node tests/helpers/browsers.mjs [--chromium] [--engines]`: installs what is asked for, then names the browsers.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    ensureBrowsers(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
