import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu"] });
for (const w of [1024, 1280, 1440]) {
const page = await (await browser.newContext({ viewport: { width: w, height: 900 } })).newPage();
await page.goto("http://127.0.0.1:4501/");
console.log(w, await page.evaluate(() => { const a = document.querySelector(".home-hero .hero-cta__actions"); return [Math.round(a.getBoundingClientRect().width), ...[...a.children].map((c) => `${Math.round(c.getBoundingClientRect().width)}@${Math.round(c.getBoundingClientRect().y)}`)]; }));
await page.goto("http://127.0.0.1:4501/about");
console.log(w, "phone icon", await page.evaluate(() => Math.round(document.querySelector(".site-header__phone svg").getBoundingClientRect().width)));
}
await browser.close();
