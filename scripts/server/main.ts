// `npm run serve`: serves an existing build/client like the static host would (PORT, HOST from the env).
import path from "node:path";
import { ROOT } from "../cli/config.ts";
import { createStaticHost } from "./static-host.ts";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const inboxFile = path.resolve(ROOT, process.env.INBOX_FILE ?? "data/inbox.jsonl");

const server = createStaticHost({ root: path.join(ROOT, "build", "client"), inboxFile });
server.listen(port, host, () => {
  console.log(`Serving build/client at http://${host === "0.0.0.0" ? "localhost" : host}:${port}/ (inbox: ${path.relative(ROOT, inboxFile)})`);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
