import { describe, expect, it } from "vitest";
import { FORM_SKELETON_PATH, formSkeletonHtml } from "../../scripts/postbuild/form-skeleton.ts";
import { CONTACT_FIELD_NAMES } from "../../core/contact.ts";

describe("the contact form skeleton for the host's form detection", () => {
  it("is forms/contact.html with every field the script sends, hidden from search engines", () => {
    expect(FORM_SKELETON_PATH).toBe("forms/contact.html");
    const html = formSkeletonHtml();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toMatch(/<form name="contact" method="POST" action="\/contact\/thanks" data-netlify="true" netlify-honeypot="bot-field"/);
    for (const name of CONTACT_FIELD_NAMES) expect(html).toContain(`name="${name}"`);
    expect(html).toContain('<input type="hidden" name="form-name" value="contact">');
  });
});
