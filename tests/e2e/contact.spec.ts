import fs from "node:fs";
import path from "node:path";
import type { Page, Request, Route } from "@playwright/test";
import { stopClock } from "./carousel-helpers.ts";
import { CONTEXT_PER_TEST, expect, holdScripts, hydrated, test } from "./fixtures.ts";

// Its tests install the page clock (./fixtures.ts).
test.use(CONTEXT_PER_TEST);

const read = (rel: string) => JSON.parse(fs.readFileSync(path.resolve("dist-content", rel), "utf8"));
const contact = read("pages/contact.json");
const site = read("site.json");
/** The server of playwright.config.ts writes here (INBOX_FILE). */
const INBOX = path.resolve("data/e2e-inbox.jsonl");

const MESSAGES = {
  name: "Please enter your full name",
  // A neutral example, never the company's own address.
  email: "Please enter a valid email address (e.g., name@company.com)",
  helpWith: "Please select an option for how we can help you",
  location: "Please select the type of location",
  solutions: "Please select at least one solution you are interested in",
  businessName: "Please enter your business name",
  businessShort: "Business name must be at least 3 characters long",
  success: "Thanks for your message! We will get back to you soon.",
  failure: "Sorry, there was an error sending your message. Please try again or contact us directly.",
};
/** The fields of the request body, in order: what the host's form handler and the owner's e-mail read. */
const SPEC_FIELDS = ["form-name", "subject", "name", "email", "phone", "message", "location", "businessName", "solutions", "helpWith", "source", "bot-field"];

const GREEN = "rgb(47, 107, 46)";
const RED = "rgb(166, 27, 27)";

/** The form once its scripts have taken over (they switch the browser's own checks off). */
async function openForm(page: Page) {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: contact.formHeading });
  // Hydration can take a while on a busy machine; until then a click would send the form natively.
  await expect(form).toHaveAttribute("novalidate", "", { timeout: 20_000 });
  return form;
}

const field = (page: Page) => ({
  name: page.getByRole("textbox", { name: "Full Name", exact: true }),
  email: page.getByRole("textbox", { name: "Email", exact: true }),
  phone: page.getByRole("textbox", { name: "Phone (optional)", exact: true }),
  help: (name: string) => page.getByRole("radio", { name, exact: true }),
  location: page.getByRole("combobox", { name: "Location Type", exact: true }),
  business: page.getByRole("textbox", { name: "Business Name", exact: true }),
  solution: (name: string) => page.getByRole("checkbox", { name, exact: true }),
  message: page.getByRole("textbox", { name: "Message", exact: true }),
  other: page.getByRole("textbox", { name: "What brings you by today?", exact: true }),
  send: page.getByRole("button", { name: "Send Message" }),
});

/** What the form tells the visitor: field errors, and the outcome of sending. */
const alerts = (page: Page) => page.getByRole("form", { name: contact.formHeading }).getByRole("alert");
const status = (page: Page) => page.getByRole("form", { name: contact.formHeading }).getByRole("status");

async function fillAssessment(page: Page, who = { name: "Jordan Avery", email: "jordan@example.com" }) {
  const f = field(page);
  await f.name.fill(who.name);
  await f.email.fill(who.email);
  await f.phone.fill("(410) 555-0100");
  await f.help("Location Assessment").check();
  await f.location.selectOption({ label: "Warehouse & Distribution" });
  await f.business.fill("Avery Logistics & Co");
  await f.solution("Smart Store").check();
  await f.solution("Micro Market").check();
  await f.message.fill("About 120 people on two shifts.\nLoading dock entrance.");
}

const isFormPost = (request: Request) => request.method() === "POST" && new URL(request.url()).pathname === "/";

/** Answers the form's POST in the browser, so the body can be read and the outcome chosen. */
async function interceptPost(page: Page, answer: (route: Route) => Promise<void> = (route) => route.fulfill({ status: 200, body: "OK" })) {
  await page.route("/", (route) => (isFormPost(route.request()) ? answer(route) : route.fallback()));
}

/** The browser reports a failed request as a console error; in the failure tests that error is the point. */
function acceptFailedLoads(problems: string[]) {
  const expected = problems.filter((p) => p.includes("Failed to load resource"));
  expect(expected.length).toBeGreaterThan(0);
  problems.splice(0, problems.length, ...problems.filter((p) => !expected.includes(p)));
}

const inboxEntries = (email: string) =>
  (fs.existsSync(INBOX) ? fs.readFileSync(INBOX, "utf8").split("\n").filter(Boolean) : [])
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.email === email);

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the privacy notice is linked beside the submit button", async ({ page }) => {
      await page.goto("/contact");
      const send = page.getByRole("button", { name: "Send Message" });
      const link = page.locator(".contact-form__actions").getByRole("link", { name: "Privacy notice" });
      await expect(link).toHaveAttribute("href", "/privacy");
      await expect(link).toBeVisible();
      const [button, beside] = [(await send.boundingBox())!, (await link.boundingBox())!];
      // Beside it on a wide screen (the same line), right under it on a phone; never far down the page.
      if (viewport.width >= 640) expect(beside.y < button.y + button.height && beside.y + beside.height > button.y).toBe(true);
      expect(beside.y - (button.y + button.height)).toBeLessThan(40);
      await link.click();
      await expect(page).toHaveURL("/privacy");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Notice");
    });

    test("a visitor who would rather call finds the number, with the office hours, before any scrolling", async ({ page }) => {
      await page.goto("/contact");
      await hydrated(page);
      // The first phone link of the page: right under the heading and its intro, above the fold.
      const call = page.getByRole("main").getByRole("link", { name: site.phone }).first();
      await expect(call).toHaveAttribute("href", `tel:+1${site.phone.replace(/\D/g, "")}`);
      const box = (await call.boundingBox())!;
      const { headerBottom, barTop } = await page.evaluate(() => {
        const bar = document.querySelector(".call-bar");
        const shown = bar && getComputedStyle(bar).display !== "none" && getComputedStyle(bar).visibility !== "hidden";
        return {
          headerBottom: document.querySelector(".site-header")!.getBoundingClientRect().bottom,
          barTop: shown ? bar.getBoundingClientRect().top : innerHeight,
        };
      });
      expect(box.y, "below the header").toBeGreaterThanOrEqual(headerBottom);
      expect(box.y + box.height, "in the first screen, clear of the call bar").toBeLessThanOrEqual(barTop);
      const intro = (await page.getByText(contact.intro).boundingBox())!;
      // Beside the heading and the intro where the screen is wide enough for both, else after the intro.
      if (viewport.width >= 1200) expect(box.x, "beside the heading and the intro").toBeGreaterThan(intro.x + intro.width);
      else expect(box.y, "after the intro").toBeGreaterThan(intro.y);
      const form = (await page.getByRole("heading", { name: contact.formHeading }).boundingBox())!;
      expect(box.y).toBeLessThan(form.y);
      // The hours on the same line or the next one.
      const hours = (await page.getByRole("main").getByText(site.openingHours).first().boundingBox())!;
      expect(Math.abs(hours.y - box.y), "the office hours beside the number").toBeLessThan(box.height + 30);
      expect(hours.y + hours.height).toBeLessThanOrEqual(barTop);
    });

    test("the page shows its title, the five-step process with the phone number, and the map", async ({ page }) => {
      await page.goto("/contact");
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: contact.heading })).toBeVisible();
      await expect(page.getByText(contact.intro)).toBeVisible();

      const process = page.getByRole("region", { name: "Our Process and Commitment" });
      const steps = process.getByRole("listitem");
      await expect(steps).toHaveCount(5);
      const titles = ["Get in Touch", "Free On-Site Consultation", "Zero-Risk No-Contract Guarantee", "Free Delivery & Setup", "Full-Service Maintenance"];
      for (const [i, title] of titles.entries()) await expect(steps.nth(i).getByRole("heading", { name: title })).toBeVisible();
      await expect(process.getByRole("link", { name: site.phone })).toHaveAttribute("href", `tel:+1${site.phone.replace(/\D/g, "")}`);

      const show = page.getByRole("button", { name: "Show map" });
      await show.scrollIntoViewIfNeeded();
      await expect(page.getByRole("img", { name: /^Map of Carroll County and Baltimore County/ })).toBeVisible();
      // The embed, once asked for, takes its fixed box: 450 high, 325 by 350 on a phone.
      const reserved = await page
        .locator(".map-preview")
        .evaluate((el) => ["--map-h", "--map-mobile-w", "--map-mobile-h"].map((v) => el.style.getPropertyValue(v)));
      expect(reserved).toEqual(["450px", "325px", "350px"]);
      await expect(page.locator(".fade-in")).toHaveCount(3);

      // The office hours and the e-mail address start where their labels do, the address whole on one line.
      const email = page.getByRole("main").getByRole("link", { name: site.email });
      const { edges, lines } = await page.locator(".contact__reach").evaluate((list) => {
        const text = (el: Element) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return range;
        };
        return {
          edges: [...list.querySelectorAll("dt, dd")].map((el) => Math.round(text(el).getBoundingClientRect().left)),
          lines: ((a) => {
            const style = getComputedStyle(a);
            const inner = a.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
            return Math.round(inner / parseFloat(style.lineHeight));
          })(list.querySelector("a")!),
        };
      });
      expect(new Set(edges).size, `left edges ${edges.join(", ")}`).toBe(1);
      await expect(email).toBeVisible();
      expect(lines, "the e-mail address on one line").toBe(1);
    });
  });
}

// How the form behaves does not depend on the width: its layout at both widths is checked above.
// The e-mail's message, brought out by leaving the field for a box, would push the box down between the
// press and its click: the click would be lost, and the form would seem not to answer.
for (const { width, by } of [
  { width: 1280, by: "a mouse" },
  { width: 375, by: "a finger" },
] as const) {
  test.describe(`a box ticked with ${by} right after a wrong e-mail, at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, hasTouch: by === "a finger" });

    test("is ticked, and the e-mail's message shows", async ({ page }) => {
      await openForm(page);
      const f = field(page);
      await f.name.fill("Pat Lee");
      await f.email.fill("pat@example");
      const assessment = f.help("Location Assessment");
      await (by === "a finger" ? assessment.tap() : assessment.click());
      await expect(assessment).toBeChecked();
      await expect(alerts(page)).toHaveText(MESSAGES.email);
      await expect(f.location).toBeVisible();
    });
  });
}

test.describe("the form, on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("an empty form names every missing answer, ties each to its field and focuses the first", async ({ page }) => {
    await openForm(page);
    const f = field(page);
    await f.send.click();

    await expect(alerts(page)).toHaveText([MESSAGES.name, MESSAGES.email, MESSAGES.helpWith]);
    await expect(f.name).toBeFocused();
    await expect(f.name).toHaveAttribute("aria-invalid", "true");
    await expect(f.name).toHaveAccessibleDescription(MESSAGES.name);
    await expect(f.email).toHaveAccessibleDescription(MESSAGES.email);
    await expect(f.help("Other")).toHaveAccessibleDescription(MESSAGES.helpWith);
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("focus goes to the first invalid field in the order the form shows them", async ({ page }) => {
    await openForm(page);
    const f = field(page);
    await f.name.fill("Jordan Avery");
    await f.email.fill("jordan@example");
    await f.send.click();
    await expect(f.email).toBeFocused();
    await expect(alerts(page)).toHaveText([MESSAGES.email, MESSAGES.helpWith]);

    await f.email.fill("jordan@example.com");
    await f.send.click();
    await expect(f.help("Location Assessment")).toBeFocused();
  });

  test("the e-mail is checked when leaving it, and typing in it clears the message", async ({ page }) => {
    await openForm(page);
    const f = field(page);
    await f.email.focus();
    await f.name.focus();
    await expect(alerts(page)).toHaveCount(0);

    await f.email.fill("jordan@example");
    await f.phone.focus();
    await expect(alerts(page)).toHaveText(MESSAGES.email);
    await expect(f.email).toHaveAttribute("aria-invalid", "true");

    await f.email.press("End");
    await f.email.pressSequentially(".c");
    await expect(alerts(page)).toHaveCount(0);
    await expect(f.email).not.toHaveAttribute("aria-invalid");

    await f.phone.focus();
    await expect(alerts(page)).toHaveText(MESSAGES.email);
    await f.email.pressSequentially("om");
    await f.phone.focus();
    await expect(alerts(page)).toHaveCount(0);
  });

  test("the details appear for an assessment or an inquiry, and Other asks what brings you by", async ({ page }) => {
    await openForm(page);
    const f = field(page);
    await expect(f.location).toBeHidden();
    await expect(f.message).toBeHidden();

    for (const help of ["Location Assessment", "General Inquiry About Solutions"]) {
      await f.help(help).check();
      await expect(f.location).toBeVisible();
      await expect(f.location.getByRole("option")).toHaveText(["Select a location type", ...LOCATION_LABELS]);
      await expect(f.business).toBeVisible();
      for (const solution of ["Smart Store", "Micro Market", "Smart Traditional Vending"]) await expect(f.solution(solution)).toBeVisible();
      await expect(f.message).toBeVisible();
    }

    await f.help("Other").check();
    await expect(f.location).toBeHidden();
    await expect(f.business).toBeHidden();
    await expect(f.solution("Smart Store")).toBeHidden();
    await expect(f.other).toBeVisible();
    await expect(page.getByText("What brings you by today?")).toBeVisible();
  });

  test("an assessment needs a location type, a business name of three letters and a solution; each answer clears its message", async ({ page }) => {
    await openForm(page);
    await interceptPost(page);
    const f = field(page);
    await f.name.fill("Jordan Avery");
    await f.email.fill("jordan@example.com");
    await f.send.click();
    await expect(alerts(page)).toHaveText(MESSAGES.helpWith);

    await f.help("Location Assessment").check();
    await expect(alerts(page)).toHaveCount(0);
    await f.send.click();
    await expect(alerts(page)).toHaveText([MESSAGES.location, MESSAGES.businessName, MESSAGES.solutions]);
    await expect(f.location).toBeFocused();
    await expect(f.business).toHaveAccessibleDescription(MESSAGES.businessName);
    await expect(f.solution("Micro Market")).toHaveAccessibleDescription(MESSAGES.solutions);

    await f.business.fill("  AB  ");
    await expect(alerts(page)).toHaveText([MESSAGES.location, MESSAGES.solutions]);
    await f.send.click();
    await expect(alerts(page)).toHaveText([MESSAGES.location, MESSAGES.businessShort, MESSAGES.solutions]);

    await f.solution("Smart Traditional Vending").check();
    await expect(alerts(page)).toHaveText([MESSAGES.location, MESSAGES.businessShort]);
    await f.solution("Smart Traditional Vending").uncheck();
    await f.send.click();
    await expect(alerts(page)).toHaveText([MESSAGES.location, MESSAGES.businessShort, MESSAGES.solutions]);

    await f.location.selectOption({ label: "Hotels & Motels" });
    await f.business.fill("Avery Inn");
    await f.solution("Micro Market").check();
    await expect(alerts(page)).toHaveCount(0);
    await f.send.click();
    await expect(status(page)).toHaveText(MESSAGES.success);
    await expect(alerts(page)).toHaveCount(0);
  });

  test("a general inquiry may leave the details out", async ({ page }) => {
    await openForm(page);
    await interceptPost(page);
    const f = field(page);
    await f.name.fill("Pat Lee");
    await f.email.fill("pat@example.com");
    await f.help("General Inquiry About Solutions").check();
    const posted = page.waitForRequest(isFormPost);
    await f.send.click();
    const body = new URLSearchParams((await posted).postData()!);
    expect(body.get("subject")).toBe("Pat Lee - General Inquiry");
    expect([body.get("location"), body.get("businessName"), body.get("solutions")]).toEqual(["", "", ""]);
    await expect(status(page)).toHaveText(MESSAGES.success);
  });

  test("the script posts every field to / as application/x-www-form-urlencoded", async ({ page }) => {
    await openForm(page);
    await interceptPost(page);
    await fillAssessment(page);
    const posted = page.waitForRequest(isFormPost);
    await field(page).send.click();
    const request = await posted;

    expect(request.headers()["content-type"]).toBe("application/x-www-form-urlencoded");
    const body = new URLSearchParams(request.postData()!);
    expect([...body.keys()]).toEqual(SPEC_FIELDS);
    expect(body.get("form-name")).toBe("contact");
    expect(body.get("subject")).toBe("Jordan Avery - Location Assessment - Avery Logistics & Co - Smart Store, Micro Market");
    expect(body.get("name")).toBe("Jordan Avery");
    expect(body.get("email")).toBe("jordan@example.com");
    expect(body.get("phone")).toBe("(410) 555-0100");
    expect(body.get("message")).toBe("About 120 people on two shifts.\nLoading dock entrance.");
    expect(body.get("location")).toBe("warehouse");
    expect(body.get("businessName")).toBe("Avery Logistics & Co");
    expect(body.get("solutions")).toBe("smart-store, micro-market");
    expect(body.get("helpWith")).toBe("location-assessment");
    expect(body.get("bot-field")).toBe("");
  });

  test("while sending, the button reads Sending... and cannot be pressed again", async ({ page }) => {
    await openForm(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    await interceptPost(page, async (route) => {
      posts += 1;
      await held;
      await route.fulfill({ status: 200, body: "OK" });
    });
    await fillAssessment(page);
    await field(page).send.click();

    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    await expect(page.getByRole("button", { name: "Send Message" })).toHaveCount(0);
    await page.getByLabel("Full Name").press("Enter");
    release();
    await expect(status(page)).toHaveText(MESSAGES.success);
    await expect(field(page).send).toBeEnabled();
    expect(posts).toBe(1);
  });

  test("a sent message reaches the inbox, shows the green thanks and clears the form", async ({ page }) => {
    await openForm(page);
    const email = `e2e-${Date.now()}@example.com`;
    await fillAssessment(page, { name: "Morgan Reyes", email });
    await field(page).send.click();

    const thanks = status(page).getByText(MESSAGES.success);
    await expect(status(page)).toHaveText(MESSAGES.success);
    await expect(thanks).toHaveCSS("color", GREEN);
    await expect(thanks).toBeInViewport();
    const f = field(page);
    for (const input of [f.name, f.email, f.phone]) await expect(input).toHaveValue("");
    await expect(f.help("Location Assessment")).not.toBeChecked();
    await expect(f.location).toBeHidden();

    const entries = inboxEntries(email);
    expect(entries).toEqual([
      {
        receivedAt: expect.any(String),
        form: "contact",
        subject: "Morgan Reyes - Location Assessment - Avery Logistics & Co - Smart Store, Micro Market",
        name: "Morgan Reyes",
        email,
        phone: "(410) 555-0100",
        helpWith: "location-assessment",
        location: "warehouse",
        businessName: "Avery Logistics & Co",
        solutions: ["smart-store", "micro-market"],
        message: "About 120 people on two shifts.\nLoading dock entrance.",
        source: "",
      },
    ]);
  });

  test("a refused submission shows the red apology and keeps what was typed", async ({ page, problems }) => {
    await openForm(page);
    await interceptPost(page, (route) => route.fulfill({ status: 500, body: "Internal Server Error" }));
    await fillAssessment(page);
    await field(page).send.click();

    const message = status(page).getByText(MESSAGES.failure);
    await expect(message).toBeVisible();
    await expect(message).toHaveCSS("color", RED);
    const f = field(page);
    await expect(f.name).toHaveValue("Jordan Avery");
    await expect(f.business).toHaveValue("Avery Logistics & Co");
    await expect(f.solution("Micro Market")).toBeChecked();
    await expect(f.send).toBeEnabled();
    acceptFailedLoads(problems);
  });

  test("a network failure shows the red apology and keeps what was typed", async ({ page, problems }) => {
    await openForm(page);
    await interceptPost(page, (route) => route.abort("internetdisconnected"));
    await fillAssessment(page);
    await field(page).send.click();

    await expect(status(page)).toHaveText(MESSAGES.failure);
    await expect(field(page).email).toHaveValue("jordan@example.com");
    await expect(field(page).message).toHaveValue("About 120 people on two shifts.\nLoading dock entrance.");
    acceptFailedLoads(problems);
  });

  test("the form can be completed and sent with the keyboard alone", async ({ page }) => {
    await openForm(page);
    await interceptPost(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    // The phone under the heading, then the trust row's membership, the process's phone and the form.
    await expect(page.locator(".contact-hero").getByRole("link", { name: site.phone })).toBeFocused();
    await page.keyboard.press("Tab");
    if (site.chamberOfCommerce) {
      // The trust row under the page's heading: the membership a visitor can check, then on to the form.
      await expect(page.getByRole("link", { name: `${site.chamberOfCommerce.name} member` })).toBeFocused();
      await page.keyboard.press("Tab");
    }
    await expect(page.getByRole("region", { name: "Our Process and Commitment" }).getByRole("link", { name: site.phone })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(field(page).name).toBeFocused();

    await page.keyboard.type("Casey Ortiz");
    await page.keyboard.press("Tab");
    await page.keyboard.type("casey@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("410-555-0199");
    await page.keyboard.press("Tab");
    await expect(field(page).help("Location Assessment")).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(field(page).location).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Ortiz Fitness");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(field(page).solution("Micro Market")).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(field(page).message).toBeFocused();
    await page.keyboard.type("Two gyms.");
    await page.keyboard.press("Tab");
    await expect(field(page).send).toBeFocused();

    const posted = page.waitForRequest(isFormPost);
    await page.keyboard.press("Enter");
    const body = new URLSearchParams((await posted).postData()!);
    expect(body.get("subject")).toBe("Casey Ortiz - Location Assessment - Ortiz Fitness - Micro Market");
    expect(body.get("location")).toBe("office");
    const thanks = status(page).getByText(MESSAGES.success);
    await expect(thanks).toBeVisible();
    await expect(status(page).getByRole("paragraph")).toBeFocused();
  });
});

const LOCATION_LABELS = [
  "Office Buildings",
  "Colleges and Universities",
  "Healthcare Facilities",
  "Car Dealerships & Auto Shops",
  "Sports & Fitness Centers",
  "Hotels & Motels",
  "Senior Living",
  "High Schools",
  "Warehouse & Distribution",
  "Mid & High-Rise Apartments",
  "Construction Sites",
  "Other High Traffic Location",
];

// Screens short enough that the thanks, under the form, is out of view once the visitor has scrolled to the top.
for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 700 },
]) {
  const phone = viewport.width < 768;
  test.describe(`at ${viewport.width} px, a visitor who scrolled away while sending`, () => {
    test.use({ viewport });

    test(phone ? "has the thanks scrolled into view 100 ms later" : "is left where they are", async ({ page }) => {
      await openForm(page);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await interceptPost(page, async (route) => {
        await held;
        await route.fulfill({ status: 200, body: "OK" });
      });
      await fillAssessment(page);
      // Stopped, not only installed: an installed clock keeps pace with real time, and on a busy machine the
      // 100 ms scroll had run before the test first looked.
      await stopClock(page);
      await field(page).send.click();
      await expect(page.getByRole("button", { name: "Sending..." })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      release();

      await expect(status(page)).toHaveText(MESSAGES.success);
      const thanks = status(page).getByText(MESSAGES.success);
      await expect(thanks).not.toBeInViewport();
      await page.clock.runFor(100);
      if (phone) {
        await expect(thanks).toBeInViewport();
      } else {
        await page.clock.runFor(1000);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      }
    });
  });
}

test("what a visitor typed and chose before the scripts arrived is kept, and sent once they have", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/contact");
  const f = field(page);
  await f.name.fill("Pat Lee");
  await f.email.fill("pat@example.com");
  await f.help("General Inquiry About Solutions").check();
  release();
  await expect(page.getByRole("form", { name: contact.formHeading })).toHaveAttribute("novalidate", "", { timeout: 20_000 });
  await interceptPost(page);
  const posted = page.waitForRequest(isFormPost);
  await f.send.click();
  const body = new URLSearchParams((await posted).postData()!);
  expect([body.get("name"), body.get("email"), body.get("helpWith"), body.get("subject")]).toEqual([
    "Pat Lee",
    "pat@example.com",
    expect.any(String),
    "Pat Lee - General Inquiry",
  ]);
  await expect(status(page)).toHaveText(MESSAGES.success);
});

test("control characters pasted into a field are refused on the page, next to the field, and nothing is sent", async ({ page }) => {
  await openForm(page);
  let posts = 0;
  await interceptPost(page, async (route) => {
    posts += 1;
    await route.fulfill({ status: 200, body: "OK" });
  });
  await fillAssessment(page);
  const f = field(page);
  // A terminal escape and a bell, as a paste could carry them (a text input drops only line breaks).
  await f.business.fill("Avery \u001b[31mLogistics");
  await f.phone.fill("410\u0007555-0100");
  await f.message.fill("Hello\u0000there");
  await f.send.click();
  await expect(f.phone).toBeFocused();
  await expect(f.phone).toHaveAttribute("aria-invalid", "true");
  await expect(alerts(page)).toHaveText([
    "Please remove line breaks and other control characters from this field",
    "Please remove line breaks and other control characters from this field",
    "Please remove control characters (other than line breaks) from your message",
  ]);
  await expect(f.message).toHaveAccessibleDescription("Please remove control characters (other than line breaks) from your message");
  expect(posts).toBe(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the browser sends the form itself and lands on the confirmation page", async ({ page }) => {
    await page.goto("/contact");
    const email = `no-js-${Date.now()}@example.com`;
    const f = field(page);
    await f.name.fill("Riley Chen");
    await f.email.fill(email);
    await f.help("Location Assessment").check();
    // The chosen help option reveals the details through CSS alone.
    await expect(f.location).toBeVisible();
    await f.location.selectOption({ label: "Senior Living" });
    await f.business.fill("Chen Senior Homes");
    await f.solution("Smart Store").check();
    await f.solution("Smart Traditional Vending").check();
    await f.message.fill("Sent without scripts.");
    await f.send.click();

    await expect(page).toHaveURL("/contact/thanks");
    await expect(page.getByRole("heading", { level: 1, name: contact.confirmation.heading })).toBeVisible();
    expect(inboxEntries(email)).toEqual([
      expect.objectContaining({
        subject: "Riley Chen - Location Assessment - Chen Senior Homes - Smart Store, Smart Traditional Vending",
        solutions: ["smart-store", "smart-traditional-vending"],
        location: "senior",
        message: "Sent without scripts.",
      }),
    ]);
  });

  test("the browser's own checks stop an empty form", async ({ page }) => {
    await page.goto("/contact");
    await field(page).send.click();
    await expect(page).toHaveURL("/contact");
    expect(await field(page).name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  });
});

test.describe("for the host's form detection", () => {
  test("the prerendered page holds the form with every field the script sends and the honeypot", async ({ request }) => {
    const html = await (await request.get("/contact")).text();
    const form = /<form[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
    expect(form).toMatch(/^<form[^>]* name="contact"/);
    for (const attribute of ['data-netlify="true"', 'netlify-honeypot="bot-field"', 'action="/contact/thanks"', 'method="post"']) {
      expect(form).toContain(attribute);
    }
    for (const name of SPEC_FIELDS) {
      expect(form, name).toContain(`name="${name}"`);
    }
  });

  test("a bare copy of the form is published for the host and kept out of search results", async ({ request }) => {
    const response = await request.get("/forms/contact.html");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('netlify-honeypot="bot-field"');
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/forms/");
  });
});
