// One small interface over the two ways the smoke suite drives a browser other than Chromium
// (decision 015): Debian's Firefox ESR through puppeteer-core over WebDriver BiDi, and Debian's WebKitGTK
// through selenium-webdriver and WebKitWebDriver (classic WebDriver) with MiniBrowser under Xvfb.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import puppeteer, { type Browser, type BrowserContext, type Page } from "puppeteer-core";
import { Builder, By, Capabilities, type WebDriver } from "selenium-webdriver";

export type Engine = "firefox" | "webkit";

export const FIREFOX = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH || "/usr/bin/WebKitWebDriver";
export const MINIBROWSER = process.env.MINIBROWSER_PATH || "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

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
          await page.goto(new URL(path, baseURL).href, { waitUntil: "load" });
        },
        viewport: (width, height) => page.setViewport({ width, height }),
        run: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
        async click(selector) {
          await page.locator(selector).setTimeout(10_000).click();
        },
        async type(selector, text) {
          await page.locator(selector).setTimeout(10_000).fill(text);
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
  const driverProcess: ChildProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: "ignore" });
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
      await driver.get(new URL("/robots.txt", baseURL).href);
      await driver.executeScript("sessionStorage.clear(); localStorage.clear();");
      await driver.manage().deleteAllCookies();
      const problems: string[] = [];
      /** The probe's list (scripts/host/error-probe.ts) lives as long as the document: read before leaving it. */
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
          await driver.get(new URL(path, baseURL).href);
        },
        viewport: async (width, height) => {
          await driver.manage().window().setRect({ width, height });
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
