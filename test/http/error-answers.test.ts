/**
 * Every error is JSON with a standard status, on the real server with real HTTP clients: a walk through bad requests
 * (unknown paths, wrong methods, bad JSON, a head too large, a head that is not HTTP, an upgrade that is not a
 * WebSocket handshake, bad codes, no token, bad options) gets for each a standard status and a body `{code, reason}` whose code goes with that
 * status in server/src/http/errors.ts. Only the page itself (index.html, its files) is not JSON. The page's SDK
 * client reads these answers: a join by a bad code is told in words.
 */
import { mkdtempSync, writeFileSync, mkdirSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { HTTP_ERRORS, type HttpErrorCode } from "@tabletop/server/http/errors.js";
import { codeRefusal } from "../../client/src/net/code-refusal.js";
import { sdk } from "../helpers/clients.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";

const STANDARD = [400, 401, 403, 404, 408, 409, 413, 422, 429, 431];

let server: TestServer;
let token = "";
beforeAll(async () => {
  // A client folder of its own: the page and one of its files.
  const clientDir = mkdtempSync(path.join(os.tmpdir(), "tabletop-page-"));
  writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>Tabletop</title>");
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "assets", "page.js"), "export {};");
  server = await startTestServer({ clientDir });
  token = (await guest(server, "Asker")).token;
});
afterAll(async () => {
  await server.close();
});

interface Answer {
  status: number;
  type: string;
  body: string;
}

async function ask(method: string, p: string, body?: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(server.url + p, { method, body, headers: { accept: "application/json", ...headers } });
  return { status: res.status, type: res.headers.get("content-type") ?? "", body: await res.text() };
}

/** A request written on a bare socket (what fetch will not send), and the whole answer read until the close. */
function raw(request: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1");
    let got = "";
    socket.setEncoding("utf8");
    socket.on("data", (d: string) => (got += d));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head, ...rest] = got.split("\r\n\r\n");
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]);
      const type = /^content-type: *(.*)$/im.exec(head)?.[1] ?? "";
      resolve({ status, type, body: rest.join("\r\n\r\n") });
    });
    socket.write(request);
  });
}

const json = { "content-type": "application/json" };
const as = (t: string) => ({ ...json, authorization: `Bearer ${t}` });
const options = (o: object) => JSON.stringify({ token, ...o });

const BAD: [string, HttpErrorCode, () => Promise<Answer>][] = [
  ["an unknown path", "NOT_FOUND", () => ask("GET", "/no/such/path")],
  ["a file the page does not have", "NOT_FOUND", () => ask("GET", "/assets/missing.js")],
  ["POST to the page", "NOT_FOUND", () => ask("POST", "/", "{}", json)],
  ["PUT to an API path", "NOT_FOUND", () => ask("PUT", "/api/games", "{}", json)],
  ["DELETE on the history", "NOT_FOUND", () => ask("DELETE", "/api/matches")],
  ["GET on a POST-only API path", "NOT_FOUND", () => ask("GET", "/api/guests")],
  ["GET on a matchmaking route", "NOT_FOUND", () => ask("GET", "/matchmake/create/xorlosch")],
  ["an unknown matchmaking method", "NOT_FOUND", () => ask("POST", "/matchmake/steal/xorlosch", options({}), json)],
  ["a game that does not exist", "NOT_FOUND", () => ask("POST", "/matchmake/create/chess", options({}), json)],
  ["the monitor, when it is off", "NOT_FOUND", () => ask("GET", "/colyseus")],
  ["a body that is not JSON, to the API", "BAD_JSON", () => ask("POST", "/api/guests", "{name:", json)],
  ["a body that is not JSON, to matchmaking", "BAD_JSON", () => ask("POST", "/matchmake/create/xorlosch", "{", json)],
  ["a path that does not decode", "BAD_REQUEST", () => ask("GET", "/api/matches/%E0%A4%A")],
  ["a match id that is not one", "BAD_ID", () => ask("GET", "/api/matches/not-a-uuid")],
  ["a page size out of range", "BAD_LIMIT", () => ask("GET", "/api/matches?limit=0")],
  ["a bad guest name", "BAD_NAME", () => ask("POST", "/api/guests", JSON.stringify({ name: "" }), json)],
  ["a table with no token", "NO_TOKEN", () => ask("POST", "/matchmake/create/xorlosch", "{}", json)],
  [
    "a table with a forged token",
    "BAD_TOKEN",
    () => ask("POST", "/matchmake/create/xorlosch", JSON.stringify({ token: "x.y.z" }), json),
  ],
  [
    "a rename with no token",
    "NO_TOKEN",
    () => ask("POST", "/api/guests/me/name", JSON.stringify({ name: "Bo" }), json),
  ],
  ["history with a forged token", "BAD_TOKEN", () => ask("GET", "/api/matches", undefined, as("x.y.z"))],
  ["a bad sign-in code", "BAD_CODE", () => ask("POST", "/api/guests/sign-in", JSON.stringify({ code: "nope" }), json)],
  [
    "a table of a size the game has not",
    "BAD_OPTIONS",
    () => ask("POST", "/matchmake/create/xorlosch", options({ seats: 9 }), json),
  ],
  [
    "options that do not read",
    "BAD_OPTIONS",
    () => ask("POST", "/matchmake/create/xorlosch", options({ spectate: "yes" }), json),
  ],
  [
    "a join by a code no table has",
    "NO_SUCH_TABLE",
    () => ask("POST", "/matchmake/joinById/ZZZZZZ", options({}), json),
  ],
  ["a reconnect to a table that is not there", "NO_SUCH_TABLE", () => ask("POST", "/matchmake/reconnect/ZZZZZZ")],
  [
    "a join when no open table fits",
    "NO_OPEN_TABLE",
    () => ask("POST", "/matchmake/join/xorlosch", options({ quick: "none" }), json),
  ],
  [
    "continuing a match that does not exist",
    "NO_SUCH_MATCH",
    () => ask("POST", "/api/matches/00000000-0000-4000-8000-000000000000/continue", undefined, as(token)),
  ],
  [
    "a head over Node's bound",
    "HEADERS_TOO_LARGE",
    () => raw(`GET /api/games HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`),
  ],
  ["a head that is not HTTP", "BAD_REQUEST", () => raw("HELLO THERE\r\n\r\n")],
  [
    "a WebSocket upgrade with no key",
    "BAD_REQUEST",
    () => raw("GET / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n"),
  ],
  [
    "a WebSocket upgrade of a version the server does not speak",
    "BAD_REQUEST",
    () =>
      raw(
        "GET / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n" +
          "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 7\r\n\r\n",
      ),
  ],
  [
    "a WebSocket upgrade by POST",
    "BAD_REQUEST",
    () =>
      raw(
        "POST / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nContent-Length: 0\r\n" +
          "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
      ),
  ],
];

test.each(BAD)("%s: a standard status and {code: %s, reason} as JSON", async (_what, code, run) => {
  const a = await run();
  expect(STANDARD).toContain(a.status);
  expect(a.type).toMatch(/^application\/json/);
  expect(JSON.parse(a.body)).toEqual({ code, reason: expect.stringMatching(/\w/) });
  expect(a.status).toBe(HTTP_ERRORS[code]);
  expect(a.body).not.toMatch(/<html|\bat [\w.<>]+ \(|node_modules|\/work\//i);
});

test("the page itself is not JSON: index.html for a page a browser opens, and the page's files", async () => {
  const page = await ask("GET", "/", undefined, { accept: "text/html" });
  expect(page).toMatchObject({ status: 200, type: expect.stringMatching(/^text\/html/) });
  const opened = await ask("GET", "/some/page", undefined, { accept: "text/html,application/xhtml+xml" });
  expect(opened).toMatchObject({ status: 200, body: expect.stringContaining("<title>Tabletop</title>") });
  expect((await ask("GET", "/assets/page.js")).status).toBe(200);
});

test("the page's SDK client reads the answers: a join by a bad code is told in words, a bad table with the server's reason", async () => {
  const bad = await sdk(server.url)
    .joinById("ZZZZZZ", { token })
    .catch((e: unknown) => e);
  expect(bad).toMatchObject({ code: 404, message: "No open table has this code." });
  expect(codeRefusal("ZZZZZZ", bad)).toBe(
    "No open table has the code ZZZZZZ. Check the code (six letters and digits), or ask the host for the link.",
  );
  await expect(sdk(server.url).create("xorlosch", { token, seats: 9 })).rejects.toMatchObject({
    code: 400,
    message: expect.stringMatching(/2–6 seats/),
  });
});
