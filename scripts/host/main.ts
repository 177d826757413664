// `npm run serve`: serves an existing build/client through Netlify's local engines (PORT, HOST from the env).
import path from "node:path";
import { ROOT } from "../lib/root.ts";
import { inboxPath } from "./form.ts";
import { createHost, stopHost } from "./host.ts";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const inboxFile = inboxPath({});

const server = createHost({ root: path.join(ROOT, "build", "client"), inboxFile });
// A port already taken is said in one line with the way out, not as a stack trace.
server.on("error", (err: NodeJS.ErrnoException) => {
  if (err.code !== "EADDRINUSE" && err.code !== "EACCES") throw err;
  const why = err.code === "EADDRINUSE" ? "is in use (another npm start or npm run serve?)" : "is not open to this user";
  console.error(`Port ${port} on ${host} ${why}: stop what uses it, or choose another, as PORT=${port + 1} npm run serve`);
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(`Serving build/client at http://${host === "0.0.0.0" ? "localhost" : host}:${port}/ (inbox: ${path.relative(ROOT, inboxFile)})`);
});
// Idle connections close at once; a request still in flight (or a client still sending) gets 3 s.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stopHost(server, 3_000).then(() => process.exit(0)));
