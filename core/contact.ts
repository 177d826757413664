/** The contact form's rules, shared by the form, the local form handler and the site build. */

export const BUSINESS_NAME_MIN = 3;

export const LOCATION_OPTIONS = [
  { value: "office", label: "Office Buildings" },
  { value: "education", label: "Colleges and Universities" },
  { value: "healthcare", label: "Healthcare Facilities" },
  { value: "dealership", label: "Car Dealerships & Auto Shops" },
  { value: "sports", label: "Sports & Fitness Centers" },
  { value: "hotel", label: "Hotels & Motels" },
  { value: "senior", label: "Senior Living" },
  { value: "highschool", label: "High Schools" },
  { value: "warehouse", label: "Warehouse & Distribution" },
  { value: "apartments", label: "Mid & High-Rise Apartments" },
  { value: "construction", label: "Construction Sites" },
  { value: "other", label: "Other High Traffic Location" },
] as const;

export const SOLUTION_CHOICES = [
  { value: "smart-store", label: "Smart Store" },
  { value: "micro-market", label: "Micro Market" },
  { value: "smart-traditional-vending", label: "Smart Traditional Vending" },
] as const;

export const HELP_OPTIONS = [
  { value: "location-assessment", label: "Location Assessment" },
  { value: "general-inquiry", label: "General Inquiry About Solutions" },
  { value: "other", label: "Other" },
] as const;

/**
 * The address the invalid e-mail message offers as an example (the `{email}` of its text): a neutral
 * one, never the site's own (a visitor would copy the company's address into the form).
 */
export const EXAMPLE_EMAIL = "name@company.com";

/** The contact form's fixed texts; `{email}` becomes EXAMPLE_EMAIL. */
export const CONTACT_TEXT = {
  invalidEmail: "Please enter a valid email address (e.g., {email})",
  missingName: "Please enter your full name",
  missingHelpWith: "Please select an option for how we can help you",
  missingLocation: "Please select the type of location",
  missingSolutions: "Please select at least one solution you are interested in",
  missingBusinessName: "Please enter your business name",
  shortBusinessName: "Business name must be at least 3 characters long",
  controlInLine: "Please remove line breaks and other control characters from this field",
  controlInMessage: "Please remove control characters (other than line breaks) from your message",
  otherPrompt: "What brings you by today?",
  submit: "Send Message",
  sending: "Sending...",
  success: "Thanks for your message! We will get back to you soon.",
  failure: "Sorry, there was an error sending your message. Please try again or contact us directly.",
  subjectFallback: "New Contact Form Submission",
} as const;

/** How the subject line names each help type, shorter than the form's labels. */
export const SUBJECT_HELP_LABELS = {
  "location-assessment": "Location Assessment",
  "general-inquiry": "General Inquiry",
  other: "Other",
} as const;

export type HelpWith = (typeof HELP_OPTIONS)[number]["value"];
export type Solution = (typeof SOLUTION_CHOICES)[number]["value"];

/** What the visitor typed and chose, as the inputs hold it. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  location: string;
  businessName: string;
  solutions: readonly string[];
  helpWith: string;
  /** The page the lead started from (a site path, or "" when unknown): a hidden field. */
  source: string;
  /** The honeypot: people never see it, so anything in it was typed by a bot. */
  botField: string;
}

export const EMPTY_CONTACT: ContactValues = {
  name: "",
  email: "",
  phone: "",
  message: "",
  location: "",
  businessName: "",
  solutions: [],
  helpWith: "",
  source: "",
  botField: "",
};

export const FORM_NAME = "contact";
export const HONEYPOT_FIELD = "bot-field";
/** Where the script posts: the static host's form handler listens on every page. */
export const FORM_ENDPOINT = "/";
/** Where a submission without JavaScript lands: the host redirects to the form's `action` page. */
export const CONFIRMATION_PATH = "/contact/thanks";

/** Every field of the request body, in order. The host learns them from the HTML. */
export const CONTACT_FIELD_NAMES = [
  "form-name",
  "subject",
  "name",
  "email",
  "phone",
  "message",
  "location",
  "businessName",
  "solutions",
  "helpWith",
  "source",
  HONEYPOT_FIELD,
] as const;

/** The fields that can carry an error, in the order the form shows them (the first invalid one gets focus). */
export const ERROR_FIELDS = ["name", "email", "phone", "helpWith", "location", "businessName", "solutions", "message"] as const;
export type ErrorField = (typeof ERROR_FIELDS)[number];
export type ContactErrors = Partial<Record<ErrorField, string>>;

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** Letters, digits and ._%+- before the at sign, a domain, and a top-level part of at least 2 letters. */
export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

const isOneOf = <T extends string>(options: readonly { value: T }[], value: string): value is T => options.some((o) => o.value === value);
export const isHelpWith = (value: string): value is HelpWith => isOneOf(HELP_OPTIONS, value);
export const isSolution = (value: string): value is Solution => isOneOf(SOLUTION_CHOICES, value);
export const isLocation = (value: string): boolean => isOneOf(LOCATION_OPTIONS, value);

/** The details section (location type, business name, solutions) belongs to these two help types. */
export const showsDetails = (helpWith: string): boolean => helpWith === "location-assessment" || helpWith === "general-inquiry";

/** Only an assessment needs the details; an inquiry may leave them out. */
export const requiresDetails = (helpWith: string): boolean => helpWith === "location-assessment";

export const emailError = (exampleEmail: string = EXAMPLE_EMAIL): string => CONTACT_TEXT.invalidEmail.replace("{email}", exampleEmail);

/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. A browser's text input
 * cannot hold a line break; any of these in a one-line field would break the subject line of the
 * notification e-mail (`Eve\r\nBcc: ...`) or reach a terminal as an escape sequence.
 */
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** The message may hold line breaks (a textarea sends CR LF) and tabs, nothing else of the kind. */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;
export const ONE_LINE_FIELDS = ["name", "email", "phone", "businessName"] as const;
/** The fields holding a control character they may not hold (checked on the values as typed or received, before trimming). */
export function controlCharacterErrors(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of ONE_LINE_FIELDS) {
    if (hasControlCharacters(values[field])) errors[field] = CONTACT_TEXT.controlInLine;
  }
  if (hasControlCharacters(values.message, true)) errors.message = CONTACT_TEXT.controlInMessage;
  return errors;
}

export const hasControlCharacters = (value: string, multiline = false): boolean => (multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(value);

/**
 * The form's error messages for these values; empty when they can be sent.
 * `exampleEmail` is the address the e-mail message offers as an example.
 */
export function validateContact(values: ContactValues, exampleEmail: string = EXAMPLE_EMAIL): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = CONTACT_TEXT.missingName;
  if (!isEmail(values.email)) errors.email = emailError(exampleEmail);
  if (!isHelpWith(values.helpWith)) errors.helpWith = CONTACT_TEXT.missingHelpWith;

  const required = requiresDetails(values.helpWith);
  // A value no option offers only comes from a tampered request; it is refused even when optional.
  if (required ? !isLocation(values.location) : values.location !== "" && !isLocation(values.location)) {
    errors.location = CONTACT_TEXT.missingLocation;
  }
  const businessName = values.businessName.trim();
  if (required && !businessName) errors.businessName = CONTACT_TEXT.missingBusinessName;
  else if (required && businessName.length < BUSINESS_NAME_MIN) errors.businessName = CONTACT_TEXT.shortBusinessName;
  if (values.solutions.some((s) => !isSolution(s)) || (required && values.solutions.length === 0)) {
    errors.solutions = CONTACT_TEXT.missingSolutions;
  }
  return { ...errors, ...controlCharacterErrors(values) };
}

export const hasErrors = (errors: ContactErrors): boolean => Object.keys(errors).length > 0;

/** The first field, in the order the form shows them, that has an error. */
export const firstInvalid = (errors: ContactErrors): ErrorField | undefined => ERROR_FIELDS.find((f) => errors[f]);

/**
 * The errors left once the visitor changes `field` to `values`: typing clears the
 * field's error, choosing a help option or a location clears theirs, and at least one solution clears
 * the solutions error.
 */
export function clearErrorsOnChange(errors: ContactErrors, field: keyof ContactValues, values: ContactValues): ContactErrors {
  if (!(field in errors)) return errors;
  if (field === "solutions" && values.solutions.length === 0) return errors;
  const { [field as ErrorField]: _cleared, ...rest } = errors;
  return rest;
}

/**
 * What is sent: text trimmed, and the details left out when the section is not shown (a visitor who
 * switched to "Other" does not send a business name they can no longer see).
 */
export function submittedValues(values: ContactValues): ContactValues {
  const details = showsDetails(values.helpWith);
  return {
    ...values,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    message: values.message.trim(),
    location: details ? values.location : "",
    businessName: details ? values.businessName.trim() : "",
    solutions: details ? SOLUTION_CHOICES.map((s) => s.value).filter((s) => values.solutions.includes(s)) : [],
    source: cleanSource(values.source),
  };
}

const solutionLabel = (value: string) => SOLUTION_CHOICES.find((s) => s.value === value)?.label ?? value;
export const locationLabel = (value: string) => LOCATION_OPTIONS.find((l) => l.value === value)?.label ?? value;
export const helpWithLabel = (value: string) => HELP_OPTIONS.find((h) => h.value === value)?.label ?? value;

/** Name, help type, business name and solutions joined by " - ". */
export function buildSubject(values: Pick<ContactValues, "name" | "helpWith" | "businessName" | "solutions">): string {
  const parts = [
    values.name.trim(),
    isHelpWith(values.helpWith) ? SUBJECT_HELP_LABELS[values.helpWith] : "",
    values.businessName.trim(),
    values.solutions.map(solutionLabel).join(", "),
  ].filter(Boolean);
  return parts.length ? parts.join(" - ") : CONTACT_TEXT.subjectFallback;
}

/** The request body, application/x-www-form-urlencoded, every field in the order of CONTACT_FIELD_NAMES. */
export function encodeForm(values: ContactValues): string {
  const v = submittedValues(values);
  const fields: Record<(typeof CONTACT_FIELD_NAMES)[number], string> = {
    "form-name": FORM_NAME,
    subject: buildSubject(v),
    name: v.name,
    email: v.email,
    phone: v.phone,
    message: v.message,
    location: v.location,
    businessName: v.businessName,
    solutions: v.solutions.join(", "),
    helpWith: v.helpWith,
    source: v.source,
    [HONEYPOT_FIELD]: v.botField,
  };
  return new URLSearchParams(CONTACT_FIELD_NAMES.map((name) => [name, fields[name]])).toString();
}

/**
 * The values of a received body: the script joins solutions with ", ", a browser without it repeats the
 * field once per ticked box; both are read.
 */
export function decodeForm(params: URLSearchParams): ContactValues {
  const one = (name: string) => params.get(name) ?? "";
  return {
    name: one("name"),
    email: one("email"),
    phone: one("phone"),
    message: one("message"),
    location: one("location"),
    businessName: one("businessName"),
    solutions: params
      .getAll("solutions")
      .flatMap((s) => s.split(","))
      .map((s) => s.trim())
      .filter(Boolean),
    helpWith: one("helpWith"),
    source: one("source"),
    botField: one(HONEYPOT_FIELD),
  };
}

/** Where the builder lives: the source of a lead that brought its answers. */
export const BUILDER_SOURCE = "/#breakroom-builder";
const SOURCE_MAX = 200;
const SITE_PATH = /^\/[A-Za-z0-9._~/-]*(?:#[A-Za-z0-9_-]+)?$/;

/** A page of this site as a lead's `source`, or "" for anything else (the field is hidden, not trusted). */
export function cleanSource(value: string): string {
  return value.length <= SOURCE_MAX && SITE_PATH.test(value) && !value.startsWith("//") ? value : "";
}
