// One small interface over the two ways the smoke suite drives a browser other than Chromium
// (decision 015): Debian's Firefox ESR through puppeteer-core over WebDriver BiDi, and Debian's WebKitGTK
// through selenium-webdriver and WebKitWebDriver (classic WebDriver) with MiniBrowser under Xvfb.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page, ProtocolError } from "puppeteer-core";
import { Builder, By, Capabilities, error, type WebDriver } from "selenium-webdriver";
import { FIREFOX, miniBrowser, WEBKIT_DRIVER } from "../helpers/browsers.mjs";

export type Engine = "firefox" | "webkit";

const MINIBROWSER = miniBrowser();

/** A page in one of the engines; scripts given to `run` are serialised and run in the page. */
export interface Tab {
  readonly engine: Engine;
  /** Opens a path of the site and waits for its load event. */
  goto(path: string): Promise<void>;
  viewport(width: number, height: number): Promise<void>;
  run<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** A real click at the middle of the element, after scrolling it into view; fails when something covers it. */
  click(selector: string): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** The errors of every page this tab has shown so far (console errors, page errors, failed loads). */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

/** One browser per test worker, handing out a fresh tab (cookies and storage of its own, or cleared) per test. */
export interface EngineSession {
  newTab(baseURL: string): Promise<Tab>;
  close(): Promise<void>;
}

export async function startEngine(engine: Engine, workerIndex: number): Promise<EngineSession> {
  return engine === "firefox" ? startFirefox() : startWebKit(workerIndex);
}

async function startFirefox(): Promise<EngineSession> {
  const browser: Browser = await puppeteer.launch({ browser: "firefox", executablePath: FIREFOX, headless: true });
  return {
    async newTab(baseURL) {
      const context: BrowserContext = await browser.createBrowserContext();
      const page: Page = await context.newPage();
      const problems: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") problems.push(`console: ${msg.text()}`);
      });
      page.on("pageerror", (err) => problems.push(`page error: ${err instanceof Error ? err.message : String(err)}`));
      return {
        engine: "firefox",
        async goto(path) {
          // As in WebKit below: the old document is marked, and the load counts once a new one has replaced it.
          await page.evaluate(() => void ((window as { __leftBehind?: boolean }).__leftBehind = true)).catch(() => undefined);
          await page.goto(new URL(path, baseURL).href, { waitUntil: "load" });
          for (const deadline = Date.now() + 10_000; ; await new Promise((r) => setTimeout(r, 50))) {
            const done = await page
              .evaluate(() => !(window as { __leftBehind?: boolean }).__leftBehind && document.readyState === "complete")
              .catch(() => false);
            if (done) break;
            if (Date.now() > deadline) throw new Error(`${path} did not load`);
          }
        },
        async viewport(width, height) {
          await page.setViewport({ width, height }).catch((err: unknown) => {
            // puppeteer-core sends emulation.setScreenOrientationOverride with every viewport change, which
            // Firefox ESR 140 does not know (153 does); the viewport command sent with it still applies.
            // Only that refusal is let through, and the size is checked below either way.
            if (!(err instanceof ProtocolError && /emulation\.setScreenOrientationOverride/.test(err.message) && /unknown command/.test(err.message)))
              throw err;
          });
          await sizeTaken(width, height, () => page.evaluate(() => [innerWidth, innerHeight] as const));
        },
        run: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
        async click(selector) {
          await (await shown(page, selector)).click();
        },
        async type(selector, text) {
          const field = await shown(page, selector);
          // Typed over what the field holds, as a person selecting it all and typing would.
          await field.evaluate((el) => {
            (el as HTMLElement).focus();
            (el as HTMLInputElement).select();
          });
          if (text) await field.type(text);
          else await field.press("Backspace");
        },
        async screenshot(file) {
          await page.screenshot({ path: file as `${string}.png`, fullPage: true });
        },
        problems: async () => [...problems],
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

/**
 * The element, once it is shown, scrolled to the middle of the viewport and not covered by another at its
 * middle (where a click lands), or an error saying which of these failed. Puppeteer's locators would do
 * this, but they poll with eval in the page, which the site's script-src refuses in Firefox ESR 140 (its
 * WebDriver BiDi scripts are exempt from the page's policy only from a later release, Mozilla bug 1941780).
 */
async function shown(page: Page, selector: string): Promise<ElementHandle<Element>> {
  const el = await page.waitForSelector(selector, { visible: true, timeout: 10_000 });
  if (!el) throw new Error(`no ${selector}`);
  let covering = "";
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    covering = await el.evaluate((target) => {
      target.scrollIntoView({ block: "center", inline: "center" });
      const box = target.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !top || top === target || target.contains(top) ? "" : top.outerHTML.slice(0, 120);
    });
    if (!covering) return el;
  }
  throw new Error(`${selector} is covered by ${covering}`);
}

/**
 * Waits until the page's viewport is `width` × `height` CSS pixels, or throws: a viewport change that did
 * not take would otherwise pass a phone test at a desktop width. WebKit's window may keep a few pixels of
 * height for itself, so the height may fall short by a little; the width must be exact.
 */
async function sizeTaken(width: number, height: number, measure: () => Promise<readonly [number, number]>): Promise<void> {
  let seen: readonly [number, number] = [0, 0];
  for (const deadline = Date.now() + 5_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
    seen = await measure();
    if (seen[0] === width && seen[1] <= height && seen[1] >= height - 100) return;
  }
  throw new Error(`the viewport was not set: asked for ${width}×${height}, the page has ${seen[0]}×${seen[1]}`);
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });

async function startWebKit(workerIndex: number): Promise<EngineSession> {
  if (!process.env.DISPLAY) throw new Error("WebKitGTK needs a display: run the suite under xvfb-run (npm run test:cross does)");
  for (const file of [WEBKIT_DRIVER, MINIBROWSER]) if (!fs.existsSync(file)) throw new Error(`${file} is missing: apt-get install webkit2gtk-driver`);
  const port = await freePort();
  // MiniBrowser (started by the driver, with its environment) paints without accelerated compositing: on
  // Xvfb that is OpenGL drawn by the CPU, and a third of WebKit's CPU time. What the tests read (layout,
  // scripts, events, hit testing) is the same engine's either way; decision 069.
  const driverProcess: ChildProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    stdio: "ignore",
    env: { ...process.env, WEBKIT_DISABLE_COMPOSITING_MODE: "1" },
  });
  const server = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${server}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 100) throw new Error(`WebKitWebDriver (worker ${workerIndex}) did not start`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const capabilities = new Capabilities({
    browserName: "MiniBrowser",
    // Full screen: no toolbar, so the window's size is the page's viewport (375 px wide is possible).
    "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation", "--full-screen"] },
  });
  // One MiniBrowser per worker (starting one per test cost seconds each): a test's tab starts on a blank
  // page of the site with its storage and cookies cleared.
  const driver: WebDriver = await new Builder().usingServer(server).withCapabilities(capabilities).build();
  await driver.manage().setTimeouts({ script: 20_000, pageLoad: 30_000 });
  return {
    async newTab(baseURL) {
      // WebKitWebDriver may answer this clearing script with a timeout after 20 s, the page loaded (once in 17
      // clean-clone runs): the page is then loaded anew and cleared once more; a second timeout fails the test.
      for (let attempt = 1; ; attempt++) {
        await driver.get(new URL("/robots.txt", baseURL).href);
        try {
          await driver.executeScript("sessionStorage.clear(); localStorage.clear();");
          break;
        } catch (err) {
          if (attempt === 2 || !(err instanceof error.TimeoutError || err instanceof error.ScriptTimeoutError)) throw err;
        }
      }
      await driver.manage().deleteAllCookies();
      const problems: string[] = [];
      /** The probe's list (tests/helpers/error-probe.ts) lives as long as the document: read before leaving it. */
      const collect = async () => {
        const found = (await driver.executeScript("return window.__pageProblems || []").catch(() => [])) as string[];
        problems.push(...found.filter((p) => !problems.includes(p)));
      };
      const element = async (selector: string) => {
        const el = await driver.wait(async () => (await driver.findElements(By.css(selector)))[0], 10_000, `no ${selector}`);
        await driver.executeScript("arguments[0].scrollIntoView({ block: 'center' })", el);
        return el;
      };
      return {
        engine: "webkit",
        async goto(path) {
          await collect();
          // WebKitWebDriver can answer a load of the address the tab is already on before the new document
          // has replaced the old one: the old one is marked, and the load counts once it is gone.
          await driver.executeScript("window.__leftBehind = true").catch(() => undefined);
          await driver.get(new URL(path, baseURL).href);
          await driver.wait(
            async () => (await driver.executeScript("return !window.__leftBehind && document.readyState === 'complete'").catch(() => false)) === true,
            10_000,
            `${path} did not load`,
          );
        },
        viewport: async (width, height) => {
          await driver.manage().window().setRect({ width, height });
          await sizeTaken(width, height, () => driver.executeScript("return [innerWidth, innerHeight]") as Promise<readonly [number, number]>);
        },
        run: (fn, ...args) => driver.executeScript(`return (${fn.toString()}).apply(null, arguments)`, ...args) as never,
        async click(selector) {
          await (await element(selector)).click();
        },
        async type(selector, text) {
          const el = await element(selector);
          await el.clear();
          await el.sendKeys(text);
        },
        async screenshot(file) {
          fs.writeFileSync(file, Buffer.from(await driver.findElement(By.css("html")).takeScreenshot(), "base64"));
        },
        async problems() {
          await collect();
          return [...problems];
        },
        async close() {
          await driver.get("about:blank");
        },
      };
    },
    async close() {
      await driver.quit().catch(() => undefined);
      driverProcess.kill();
    },
  };
}
