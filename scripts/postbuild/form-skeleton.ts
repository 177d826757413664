// A bare copy of the contact form for the static host's form detection (Netlify Forms registers a form
// and its field names from the deployed HTML and drops fields it has not seen). The visible form on
// /contact carries the same names; this page makes detection independent of how that page renders.
import { CONFIRMATION_PATH, CONTACT_FIELD_NAMES, FORM_NAME, HONEYPOT_FIELD } from "../../core/contact.ts";

export const FORM_SKELETON_PATH = "forms/contact.html";

const field = (name: string) => {
  if (name === "form-name") return `<input type="hidden" name="form-name" value="${FORM_NAME}">`;
  if (name === "message") return `<label>${name} <textarea name="${name}"></textarea></label>`;
  return `<label>${name} <input type="text" name="${name}"></label>`;
};

export function formSkeletonHtml(): string {
  return `<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex, nofollow">
<title>Contact form definition</title>
</head>
<body>
<p>This page only describes the contact form to the host's form handler. The form itself is at <a href="/contact">/contact</a>.</p>
<form name="${FORM_NAME}" method="POST" action="${CONFIRMATION_PATH}" data-netlify="true" netlify-honeypot="${HONEYPOT_FIELD}" hidden>
${CONTACT_FIELD_NAMES.map(field).join("\n")}
</form>
</body>
</html>
`;
}
