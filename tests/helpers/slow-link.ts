// A slow mobile link between a browser and a local server, run in the test's own process: a TCP relay on a
// port of its own. Each byte to the server waits half the link's round trip; each byte from it waits the
// other half, then its turn at the download speed, one queue for all of the page's connections, as on one
// radio link. Chromium's own emulation (DevTools' Network.emulateNetworkConditions) stopped delivering about
// once in 130 throttled page loads: a stylesheet half received, later requests sent and never answered, for
// 30 s and more, while the server had written every byte.
import net from "node:net";
import type { AddressInfo } from "node:net";

export interface LinkSpeed {
  /** Round trip added to every request and its answer. */
  latencyMs: number;
  downBitsPerSecond: number;
}

export interface SlowLink {
  /** The relay's address (`http://127.0.0.1:<port>`): open the site there. */
  origin: string;
  close(): Promise<void>;
}

/** Bytes from the server are let through in pieces of at most this size, so connections take turns. */
const PIECE = 4 * 1024;

export async function slowLink(target: string, speed: LinkSpeed): Promise<SlowLink> {
  const { hostname, port } = new URL(target);
  const half = speed.latencyMs / 2;
  const bytesPerMs = speed.downBitsPerSecond / 8 / 1000;
  const sockets = new Set<net.Socket>();

  /** The download queue: each piece with the socket it goes to, when it reached the link, and whether it is on the wire. */
  const queue: { to: net.Socket; piece: Buffer | "end"; at: number; sending?: boolean }[] = [];
  let pumping: NodeJS.Timeout | undefined;
  const pump = () => {
    pumping = undefined;
    while (queue.length) {
      const head = queue[0];
      const wait = head.at + half - Date.now();
      if (!head.to.destroyed && wait > 0) return void (pumping = setTimeout(pump, wait));
      if (!head.to.destroyed && head.piece !== "end" && !head.sending) {
        // A piece arrives once all of it has crossed the link at the download speed.
        head.sending = true;
        return void (pumping = setTimeout(pump, head.piece.length / bytesPerMs));
      }
      queue.shift();
      if (head.to.destroyed) continue;
      if (head.piece === "end") head.to.end();
      else head.to.write(head.piece);
    }
  };
  const download = (to: net.Socket, piece: Buffer | "end") => {
    queue.push({ to, piece, at: Date.now() });
    if (!pumping) pump();
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("data", (chunk) => setTimeout(() => upstream.destroyed || upstream.write(chunk), half));
    client.on("end", () => setTimeout(() => upstream.destroyed || upstream.end(), half));
    upstream.on("data", (chunk) => {
      for (let at = 0; at < chunk.length; at += PIECE) download(client, chunk.subarray(at, at + PIECE));
    });
    // The server's end reaches the browser once, after its last piece, whether it ended or closed first.
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      download(client, "end");
    };
    upstream.on("end", end);
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        clearTimeout(pumping);
        queue.length = 0;
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
