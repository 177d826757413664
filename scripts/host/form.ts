// The static host's form handler, locally: what Netlify Forms does with the contact form on the real host.
import type http from "node:http";
import path from "node:path";
import { ROOT } from "../lib/root.ts";
import {
  buildSubject,
  CONFIRMATION_PATH,
  controlCharacterErrors,
  decodeForm,
  FORM_ENDPOINT,
  FORM_NAME,
  hasErrors,
  HONEYPOT_FIELD,
  submittedValues,
  validateContact,
} from "../../core/contact.ts";
import { appendEntry, ShortWrite } from "./inbox-store.ts";

export interface FormOptions {
  /** Where accepted submissions are appended, one JSON line each. */
  inboxFile: string;
}

export const DEFAULT_INBOX = "data/inbox.jsonl";
/** Far more than any honest message; anything bigger is refused before it is all read. */
export const BODY_LIMIT = 64 * 1024;
/** The script posts to `/`; a browser without JavaScript posts to the form's action, the confirmation page. */
export const FORM_PATHS: ReadonlySet<string> = new Set([FORM_ENDPOINT, CONFIRMATION_PATH]);

const FORM_TYPE = "application/x-www-form-urlencoded";
/** Only the solutions are a list; any other field twice means the body was not written by the form. */
const REPEATABLE = new Set(["solutions"]);

/** A refusal with the status and short plain text the client gets. */
class FormError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** The client went away mid-request: there is nobody left to answer. */
class ClientGone extends Error {}

export const inboxPath = (options: Partial<FormOptions>): string => path.resolve(ROOT, options.inboxFile ?? process.env.INBOX_FILE ?? DEFAULT_INBOX);

/**
 * A contact form submission: refuses what the form could not have sent (each with its status and one line
 * of text), drops honeypot submissions unseen, and answers OK only once the submission is on disk.
 */
export async function handleForm(req: http.IncomingMessage, res: http.ServerResponse, options: Partial<FormOptions>): Promise<void> {
  try {
    const params = await readForm(req);
    if (params.get(HONEYPOT_FIELD)) return accepted(req, res);

    const received = decodeForm(params);
    const values = submittedValues(received);
    // Control characters are looked for before trimming: "Eve\r\n" is refused, not quietly stored as "Eve".
    const errors = { ...validateContact(values), ...controlCharacterErrors(received) };
    if (hasErrors(errors)) throw new FormError(422, Object.values(errors).join("\n"));

    const { botField: _honeypot, ...fields } = values;
    await appendEntry(inboxPath(options), {
      receivedAt: new Date().toISOString(),
      form: FORM_NAME,
      // Rebuilt here: a browser without JavaScript can only send the generic subject the page was rendered with.
      subject: buildSubject(values),
      ...fields,
      solutions: [...values.solutions],
    });
    accepted(req, res);
  } catch (err) {
    if (err instanceof ClientGone) return;
    if (err instanceof ShortWrite) {
      // Not stored: the page shows its error message, and the visitor can try again or call.
      console.error(`form handler: ${err.message}`);
      return reply(res, 507, "Insufficient Storage: the message was not stored, please try again or contact us directly");
    }
    if (err instanceof FormError) {
      // The rest of an oversized or refused body is not read: close the connection instead of reusing it.
      const close = !req.complete;
      reply(res, err.status, err.message, close ? { Connection: "close" } : {});
      if (close) req.resume();
      return;
    }
    throw err;
  }
}

/** The form's fields, or a FormError for a body the form could not have sent. */
async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const type = (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
  if (type !== FORM_TYPE) throw new FormError(415, `Unsupported Media Type: send ${FORM_TYPE}`);
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > BODY_LIMIT) throw new FormError(413, "Payload Too Large");

  const params = parseUrlencoded(await readBody(req, BODY_LIMIT));
  for (const name of new Set(params.keys())) {
    if (!REPEATABLE.has(name) && params.getAll(name).length > 1) throw new FormError(400, `Bad Request: the field ${name} is repeated`);
  }
  const formName = params.get("form-name");
  if (formName !== FORM_NAME) throw new FormError(400, formName ? `Bad Request: unknown form ${formName}` : "Bad Request: no form-name");
  return params;
}

/** The body, refused with 413 as soon as it grows past `limit` (a client may lie about its length or send it chunked). */
function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (outcome: () => void) => {
      req.off("data", onData).off("end", onEnd).off("error", onGone).off("close", onGone);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) settle(() => reject(new FormError(413, "Payload Too Large")));
      else chunks.push(chunk);
    };
    const onEnd = () => settle(() => resolve(Buffer.concat(chunks, size)));
    const onGone = () => settle(() => reject(new ClientGone()));
    req.on("data", onData).on("end", onEnd).on("error", onGone).on("close", onGone);
  });
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * URLSearchParams reads anything, replacing what it cannot decode; a body with raw non-UTF-8 bytes or a
 * broken %-escape is refused instead of being stored garbled.
 */
export function parseUrlencoded(body: Buffer): URLSearchParams {
  let text: string;
  try {
    text = strictUtf8.decode(body);
    for (const piece of text.split("&")) decodeURIComponent(piece.replace(/\+/g, " "));
  } catch {
    throw new FormError(400, "Bad Request: the body is not valid application/x-www-form-urlencoded");
  }
  return new URLSearchParams(text);
}

/** OK: a browser that sent the form itself goes on to the confirmation page; the script gets plain text. */
function accepted(req: http.IncomingMessage, res: http.ServerResponse): void {
  const navigation = req.headers["sec-fetch-mode"] === "navigate" || /\btext\/html\b/.test(req.headers.accept ?? "");
  if (navigation) reply(res, 303, `See Other: ${CONFIRMATION_PATH}`, { Location: CONFIRMATION_PATH });
  else reply(res, 200, "Thanks, your message was received");
}

function reply(res: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(body);
}
