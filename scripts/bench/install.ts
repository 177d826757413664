// Packages a benchmark brings for itself, apart from the project's: a package.json and its lock copied into a
// folder kept between runs, and installed there with `npm ci` whenever that folder has not got the same lock.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** The packages that `from`'s package.json and package-lock.json name, installed in `dir`: its node_modules. */
export function installedPackages(from: string, dir: string, what: string): string {
  const lock = fs.readFileSync(path.join(from, "package-lock.json"), "utf8");
  const installedLock = path.join(dir, "package-lock.json");
  const current = fs.existsSync(path.join(dir, "node_modules", ".package-lock.json")) && fs.readFileSync(installedLock, "utf8") === lock;
  if (!current) {
    fs.mkdirSync(dir, { recursive: true });
    for (const name of ["package.json", "package-lock.json"]) fs.copyFileSync(path.join(from, name), path.join(dir, name));
    console.log(`installing ${what} into ${dir} ...`);
    execFileSync("npm", ["ci", "--ignore-scripts", "--no-audit", "--no-fund"], { cwd: dir, stdio: "inherit" });
  }
  return path.join(dir, "node_modules");
}
