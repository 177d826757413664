import { describe, expect, it } from "vitest";
import {
  buildSubject,
  clearErrorsOnChange,
  CONTACT_FIELD_NAMES,
  decodeForm,
  EMPTY_CONTACT,
  encodeForm,
  firstInvalid,
  EXAMPLE_EMAIL,
  isEmail,
  submittedValues,
  validateContact,
  type ContactValues,
} from "../../core/contact.ts";
import { telHref } from "../../src/lib/share.ts";

const EXAMPLE = EXAMPLE_EMAIL;
const values = (overrides: Partial<ContactValues> = {}): ContactValues => ({ ...EMPTY_CONTACT, ...overrides });
const assessment = values({
  name: "Jordan Avery",
  email: "jordan@example.com",
  phone: "(410) 555-0100",
  helpWith: "location-assessment",
  location: "office",
  businessName: "Avery Logistics",
  solutions: ["smart-store", "micro-market"],
  message: "About 120 people on two shifts.",
  source: "/service-area/westminster",
});

describe("isEmail", () => {
  it.each(["a@b.co", "first.last+tag@sub.example.org", "x_%-y@host-name.io", " padded@example.com "])("accepts %j", (email) => {
    expect(isEmail(email)).toBe(true);
  });
  it.each(["", "plain", "no-at.example.com", "a@b", "a@b.c", "a@.com1", "a b@example.com", "a@exa mple.com", "a@b.c0m", "ä@example.com"])(
    "rejects %j",
    (email) => {
      expect(isEmail(email)).toBe(false);
    },
  );
});

describe("validateContact", () => {
  it("accepts a complete location assessment", () => {
    expect(validateContact(assessment, EXAMPLE)).toEqual({});
  });

  it("asks for a name, a valid e-mail naming the example address, and a help option when the form is empty", () => {
    expect(validateContact(EMPTY_CONTACT, EXAMPLE)).toEqual({
      name: "Please enter your full name",
      email: "Please enter a valid email address (e.g., name@company.com)",
      helpWith: "Please select an option for how we can help you",
    });
  });

  it("offers a neutral example address, never the site's own, when none is given", () => {
    expect(EXAMPLE_EMAIL).toBe("name@company.com");
    expect(validateContact(EMPTY_CONTACT).email).toBe("Please enter a valid email address (e.g., name@company.com)");
  });

  it("treats a name of spaces as missing", () => {
    expect(validateContact({ ...assessment, name: "   " }, EXAMPLE).name).toBe("Please enter your full name");
  });

  it("requires location type, business name and a solution for a location assessment", () => {
    const errors = validateContact({ ...assessment, location: "", businessName: "", solutions: [] }, EXAMPLE);
    expect(errors).toEqual({
      location: "Please select the type of location",
      businessName: "Please enter your business name",
      solutions: "Please select at least one solution you are interested in",
    });
  });

  it("measures the business name after trimming", () => {
    expect(validateContact({ ...assessment, businessName: "   " }, EXAMPLE).businessName).toBe("Please enter your business name");
    expect(validateContact({ ...assessment, businessName: " AB  " }, EXAMPLE).businessName).toBe("Business name must be at least 3 characters long");
    expect(validateContact({ ...assessment, businessName: " ABC " }, EXAMPLE).businessName).toBeUndefined();
  });

  it("leaves the details optional for a general inquiry and for other", () => {
    for (const helpWith of ["general-inquiry", "other"]) {
      expect(validateContact({ ...assessment, helpWith, location: "", businessName: "A", solutions: [] }, EXAMPLE)).toEqual({});
    }
  });

  it("refuses values no option offers, as only a tampered request sends them", () => {
    expect(validateContact({ ...assessment, helpWith: "sales" }, EXAMPLE)).toEqual({ helpWith: "Please select an option for how we can help you" });
    expect(validateContact({ ...assessment, helpWith: "general-inquiry", location: "moon" }, EXAMPLE)).toEqual({
      location: "Please select the type of location",
    });
    expect(validateContact({ ...assessment, solutions: ["smart-store", "jukebox"] }, EXAMPLE)).toEqual({
      solutions: "Please select at least one solution you are interested in",
    });
  });
});

describe("control characters", () => {
  const inLine = "Please remove line breaks and other control characters from this field";
  it("refuses CR, LF, ESC, BEL, NUL, DEL and the Unicode line separators in one-line fields, as the page shows", () => {
    for (const bad of ["\r", "\n", "\u001b", "\u0007", "\u0000", "\u007f", "\u0085", "\u2028"]) {
      const errors = validateContact({ ...assessment, name: `Jordan${bad}Avery`, phone: `410${bad}`, businessName: `Avery${bad}Logistics` }, EXAMPLE);
      expect(errors, JSON.stringify(bad)).toEqual({ name: inLine, phone: inLine, businessName: inLine });
    }
  });

  it("lets the message keep its line breaks and tabs, and refuses the other control characters there", () => {
    expect(validateContact({ ...assessment, message: "One\r\nTwo\n\tThree" }, EXAMPLE)).toEqual({});
    expect(validateContact({ ...assessment, message: "Beep\u0007" }, EXAMPLE)).toEqual({
      message: "Please remove control characters (other than line breaks) from your message",
    });
  });

  it("keeps ordinary text, accents and punctuation", () => {
    expect(validateContact({ ...assessment, name: "José O'Brien-Núñez", businessName: "Café & Co. — Towson" }, EXAMPLE)).toEqual({});
  });

  it("gives focus to the phone before the help options, and to the message last", () => {
    expect(firstInvalid({ helpWith: "x", phone: "y" })).toBe("phone");
    expect(firstInvalid({ message: "x", solutions: "y" })).toBe("solutions");
  });
});

describe("firstInvalid", () => {
  it("names the first field with an error in the order the form shows them", () => {
    expect(firstInvalid({ solutions: "x", email: "y", businessName: "z" })).toBe("email");
    expect(firstInvalid({ solutions: "x", location: "y" })).toBe("location");
    expect(firstInvalid({})).toBeUndefined();
  });
});

describe("clearErrorsOnChange", () => {
  const errors = { name: "n", email: "e", helpWith: "h", location: "l", businessName: "b", solutions: "s" };

  it("clears only the error of the field that changed", () => {
    expect(clearErrorsOnChange(errors, "email", values({ email: "j" }))).toEqual({
      name: "n",
      helpWith: "h",
      location: "l",
      businessName: "b",
      solutions: "s",
    });
    expect(Object.keys(clearErrorsOnChange(errors, "businessName", values({ businessName: "A" })))).not.toContain("businessName");
    expect(Object.keys(clearErrorsOnChange(errors, "helpWith", values({ helpWith: "other" })))).not.toContain("helpWith");
  });

  it("clears the solutions error only once at least one solution is chosen", () => {
    expect(clearErrorsOnChange(errors, "solutions", values({ solutions: [] }))).toBe(errors);
    expect(clearErrorsOnChange(errors, "solutions", values({ solutions: ["micro-market"] })).solutions).toBeUndefined();
  });

  it("keeps the errors as they are when a field without an error changes", () => {
    expect(clearErrorsOnChange({ email: "e" }, "phone", values({ phone: "1" }))).toEqual({ email: "e" });
  });
});

describe("buildSubject", () => {
  it("joins name, help type, business name and solution labels with dashes", () => {
    expect(buildSubject(assessment)).toBe("Jordan Avery - Location Assessment - Avery Logistics - Smart Store, Micro Market");
  });

  it("uses the short label of each help type", () => {
    expect(buildSubject(values({ helpWith: "general-inquiry" }))).toBe("General Inquiry");
    expect(buildSubject(values({ name: "Sam", helpWith: "other" }))).toBe("Sam - Other");
  });

  it("leaves out what is empty", () => {
    expect(buildSubject(values({ name: " Sam ", businessName: "  ", solutions: ["smart-traditional-vending"] }))).toBe("Sam - Smart Traditional Vending");
  });

  it("falls back to a generic subject when there is nothing to build it from", () => {
    expect(buildSubject(EMPTY_CONTACT)).toBe("New Contact Form Submission");
  });
});

describe("submittedValues", () => {
  it("drops the details a visitor can no longer see after switching to other", () => {
    const sent = submittedValues({ ...assessment, helpWith: "other" });
    expect(sent).toMatchObject({ location: "", businessName: "", solutions: [], message: assessment.message });
  });

  it("trims text and lists solutions in the order the form shows them", () => {
    const sent = submittedValues({ ...assessment, name: " Jordan ", solutions: ["smart-traditional-vending", "smart-store"] });
    expect(sent.name).toBe("Jordan");
    expect(sent.solutions).toEqual(["smart-store", "smart-traditional-vending"]);
  });
});

describe("encodeForm", () => {
  it("writes every field, in order, as application/x-www-form-urlencoded", () => {
    const body = encodeForm(assessment);
    const params = new URLSearchParams(body);
    expect([...params.keys()]).toEqual([...CONTACT_FIELD_NAMES]);
    expect(Object.fromEntries(params)).toEqual({
      "form-name": "contact",
      subject: "Jordan Avery - Location Assessment - Avery Logistics - Smart Store, Micro Market",
      name: "Jordan Avery",
      email: "jordan@example.com",
      phone: "(410) 555-0100",
      message: "About 120 people on two shifts.",
      location: "office",
      businessName: "Avery Logistics",
      solutions: "smart-store, micro-market",
      helpWith: "location-assessment",
      source: "/service-area/westminster",
      "bot-field": "",
    });
  });

  it("sends an empty source in place of anything that is not a page of this site", () => {
    for (const source of ["https://evil.example/", "//evil.example", "/<script>", "javascript:alert(1)", `/${"a".repeat(300)}`]) {
      expect(new URLSearchParams(encodeForm({ ...assessment, source })).get("source"), source).toBe("");
    }
    expect(new URLSearchParams(encodeForm({ ...assessment, source: "/#breakroom-builder" })).get("source")).toBe("/#breakroom-builder");
  });

  it("encodes reserved characters so they survive the round trip", () => {
    const message = "Tea & coffee = 100% + snacks?\nLine two: ü";
    const body = encodeForm({ ...assessment, message });
    expect(body).not.toMatch(/[\n ü]/);
    expect(new URLSearchParams(body).get("message")).toBe(message);
  });
});

describe("decodeForm", () => {
  it("reads back what encodeForm wrote", () => {
    expect(decodeForm(new URLSearchParams(encodeForm(assessment)))).toEqual(submittedValues(assessment));
  });

  it("reads solutions repeated once per ticked box, as a browser without JavaScript sends them", () => {
    const params = new URLSearchParams("solutions=smart-store&solutions=micro-market&bot-field=x");
    expect(decodeForm(params)).toMatchObject({ solutions: ["smart-store", "micro-market"], botField: "x", name: "" });
  });
});

describe("telHref", () => {
  it("turns a written US number into a tel: link", () => {
    expect(telHref("(410) 555-0142")).toBe("tel:+14105550142");
  });
});
