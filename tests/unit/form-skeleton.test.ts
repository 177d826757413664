import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeFormSkeleton } from "../../scripts/site/form-skeleton.ts";
import { CONTACT_FIELD_NAMES } from "../../src/lib/contact.ts";

describe("the contact form skeleton for the host's form detection", () => {
  it("writes build/client/forms/contact.html with every field the script sends, hidden from search engines", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "form-skeleton-"));
    try {
      const file = await writeFormSkeleton(dir);
      expect(path.relative(dir, file)).toBe(path.join("forms", "contact.html"));
      const html = await fs.readFile(file, "utf8");
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).toMatch(/<form name="contact" method="POST" action="\/contact\/thanks" data-netlify="true" netlify-honeypot="bot-field"/);
      for (const name of CONTACT_FIELD_NAMES) expect(html).toContain(`name="${name}"`);
      expect(html).toContain('<input type="hidden" name="form-name" value="contact">');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
