// Runs the local static host in a process of its own (argv: site root, inbox file) and prints its port,
// so a test can put limits on that process (tests/unit/form-server.test.ts: a file-size limit).
import type { AddressInfo } from "node:net";
import { createHost } from "../../../scripts/host/host.ts";

const [root, inboxFile] = process.argv.slice(2);
const server = createHost({ root, inboxFile });
server.listen(0, "127.0.0.1", () => console.log(`port ${(server.address() as AddressInfo).port}`));
process.on("SIGTERM", () => process.exit(0));
