import type http from "node:http";

export interface FormOptions {
  /** Where accepted submissions are appended, one JSON line each. */
  inboxFile: string;
}

/** The contact form's POST to `/`, as the static host's form handler accepts it. */
export async function handleForm(_req: http.IncomingMessage, res: http.ServerResponse, _options: Partial<FormOptions>): Promise<void> {
  res.writeHead(501, { "Content-Type": "text/plain; charset=utf-8" });
  res.end("Form handling is not available on this server yet");
}
