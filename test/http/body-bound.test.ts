/**
 * No request body without a bound, on the real server with a real HTTP client: a body over the
 * bound is refused with 413 and a JSON reason on every route, the matchmaking routes included, whether its length
 * is declared or it comes chunked, and the server reads no more of it than the bound (and the socket's reads around
 * it): the bytes it read off each connection are counted on its own HTTP server. A request without a token is
 * refused before any work.
 */
import http from "node:http";
import type { Socket } from "node:net";
import { matchMaker } from "@colyseus/core";
import { BODY_LIMIT_BYTES } from "@tabletop/server/http/bodyBound.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
/** Bytes the server read off each connection, by the client's port, once the connection closed. */
const readOff = new Map<number, number>();
beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 0 });
  server.platform.transport.server!.on("connection", (socket: Socket) => {
    const port = socket.remotePort!;
    socket.once("close", () => readOff.set(port, socket.bytesRead));
  });
});
afterAll(async () => {
  await server.close();
});

/** What the client offers: far more than any route takes, streamed as the server reads it. */
const OFFERED = 64 * 1024 * 1024;
/** What the server may read besides the bound: the request's head and a socket read or two around the bound. */
const SLACK = 512 * 1024;

interface Sent {
  status: number;
  type: string;
  body: string;
  /** Bytes the server read off the connection. */
  read: number;
}

/** POSTs an endless body (OFFERED bytes at most) with a declared length or chunked, until the server answers. */
function flood(path: string, declared: boolean, headers: Record<string, string> = {}): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, {
      method: "POST",
      agent: false,
      headers: {
        "content-type": "application/json",
        ...(declared ? { "content-length": String(OFFERED) } : {}),
        ...headers,
      },
    });
    const chunk = Buffer.alloc(64 * 1024, "[");
    let offered = 0;
    let answered = false;
    const pump = () => {
      while (!answered && offered < OFFERED) {
        offered += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", () => {
        const port = req.socket!.localPort!;
        req.destroy();
        const done = () =>
          readOff.has(port)
            ? resolve({
                status: res.statusCode!,
                type: String(res.headers["content-type"]),
                body,
                read: readOff.get(port)!,
              })
            : setTimeout(done, 10);
        done();
      });
    });
    req.on("error", (e) => (answered ? undefined : reject(e)));
    pump();
  });
}

const ROUTES = [
  "/matchmake/create/dungeon-flee",
  "/matchmake/joinOrCreate/xorlosch",
  "/matchmake/joinById/ABCDEF",
  "/matchmake/reconnect/ABCDEF",
  "/api/guests",
  "/api/guests/me/name",
  "/api/guests/me/sign-in-code",
  `/api/matches/${"0".repeat(8)}-0000-0000-0000-${"0".repeat(12)}/continue`,
  "/no/such/path",
];

test.each(
  ROUTES.flatMap((path) => [
    { path, declared: true },
    { path, declared: false },
  ]),
)(
  "a body far over the bound to $path (declared length: $declared) is refused with 413 and a JSON reason, read no further than the bound",
  async ({ path, declared }) => {
    const sent = await flood(path, declared);
    expect(sent.status).toBe(413);
    expect(sent.type).toMatch(/^application\/json/);
    expect(JSON.parse(sent.body)).toEqual({
      code: "TOO_LARGE",
      reason: expect.stringContaining(`${BODY_LIMIT_BYTES} bytes`),
    });
    expect(sent.read).toBeLessThan(BODY_LIMIT_BYTES + SLACK);
  },
);

test("a matchmaking request without a token is refused (401) before any table is made", async () => {
  const before = (await matchMaker.query({})).length;
  const res = await fetch(`${server.url}/matchmake/create/dungeon-flee`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ seats: 1 }),
  });
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ code: "NO_TOKEN", reason: expect.stringMatching(/guest token/) });
  expect((await matchMaker.query({})).length).toBe(before);
});
