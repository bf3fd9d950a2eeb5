/**
 * The deployment of docker-compose.yml without Docker: the real nginx with the shipped deploy/nginx.conf (its
 * upstreams pointed at two real server processes on this machine), Redis presence and driver, each replica with its
 * own public address behind the one address (PUBLIC_ADDRESS=<proxy>/app1, /app2), TRUST_PROXY and a shared
 * TOKEN_SECRET_FILE. Players use only the proxy's address: guests made by either replica are good on both, the game
 * sockets reach the replica that holds the room through its path prefix, and when that replica is restarted
 * (SIGTERM) the players are back in their seats through the same address.
 *
 * The deployment runs when NGINX names the nginx binary and REDIS_URL is set (.ci/run sets both); otherwise the run's
 * last line names it. The file's last test, which always runs, holds the compose file and the proxy's config together.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sdk, track, type Player } from "../helpers/clients.js";
import { guest } from "../helpers/server.js";
import { freePort, startServerProcess, type ServerProcess } from "../helpers/server-process.js";
import { sleep } from "../helpers/store.js";
import { optionalService, REPO_ROOT } from "../setup/services.js";

const nginxBin = optionalService("NGINX");
const redisUrl = optionalService("REDIS_URL");

const work = mkdtempSync(path.join(os.tmpdir(), "tabletop-proxy-"));
const secretFile = path.join(work, "secrets", "token-secret");
let nginx: ChildProcess;
let proxyPort: number;
const replicas: { name: string; port: number; dataDir: string; proc?: ServerProcess }[] = [];
const players: Player[] = [];
const address = () => `http://127.0.0.1:${proxyPort}`;

/** deploy/nginx.conf as shipped, with the compose service names and port replaced by this machine's. */
function localConfig(): string {
  let conf = readFileSync(path.join(REPO_ROOT, "deploy/nginx.conf"), "utf8");
  for (const r of replicas) conf = conf.replaceAll(`${r.name}:2567`, `127.0.0.1:${r.port}`);
  conf = conf.replace("listen 80;", `listen 127.0.0.1:${proxyPort};`);
  expect(conf).not.toMatch(/app\d:2567|listen 80;/);
  return conf;
}

async function startReplica(r: (typeof replicas)[number]) {
  r.proc = await startServerProcess({
    port: r.port,
    dataDir: r.dataDir,
    env: {
      REDIS_URL: redisUrl!,
      PUBLIC_ADDRESS: `127.0.0.1:${proxyPort}/${r.name}`,
      TRUST_PROXY: "1",
      TOKEN_SECRET_FILE: secretFile,
      SERVER_ID: `proxy-test-${r.name}-${process.pid}`,
    },
  });
}

const run = nginxBin && redisUrl ? test : null;

if (run) {
  beforeAll(async () => {
    proxyPort = await freePort();
    for (const name of ["app1", "app2"])
      replicas.push({
        name,
        port: await freePort(),
        dataDir: mkdtempSync(path.join(os.tmpdir(), `tabletop-${name}-`)),
      });
    await Promise.all(replicas.map(startReplica));
    mkdirSync(path.join(work, "logs"), { recursive: true });
    writeFileSync(path.join(work, "nginx.conf"), localConfig());
    nginx = spawn(
      nginxBin!,
      ["-p", work, "-c", path.join(work, "nginx.conf"), "-g", `daemon off; error_log stderr; pid ${work}/nginx.pid;`],
      {
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    let err = "";
    nginx.stderr!.on("data", (c: Buffer) => (err += c.toString()));
    const deadline = Date.now() + 10_000;
    for (;;) {
      const ok = await fetch(`${address()}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline || nginx.exitCode !== null) throw new Error(`nginx did not start: ${err}`);
      await sleep(100);
    }
  });
  afterAll(async () => {
    for (const p of players) p.room.reconnection.enabled = false;
    for (const p of players) await Promise.race([p.room.leave().catch(() => undefined), sleep(1000)]);
    nginx?.kill("SIGTERM");
    for (const r of replicas) await r.proc?.kill("SIGKILL");
  });

  /** The replica a client's game socket went to, by the path prefix of its URL. */
  const replicaOf = (p: Player) =>
    new URL((p.room.connection.transport as unknown as { ws: { url: string } }).ws.url).pathname.split("/")[1];

  run(
    "through the one address: guests good on both replicas, sockets routed by prefix, a restart survived",
    async () => {
      // Guests are made by whichever replica nginx picks; both sign with the one secret the first replica wrote.
      const people = [];
      for (let i = 0; i < 4; i++) people.push(await guest({ url: address() }, `P${i + 1}`));
      expect(readFileSync(secretFile, "utf8").trim()).toMatch(/^[0-9a-f]{64}$/);

      const tables: Player[][] = [];
      for (let t = 0; t < 2; t++) {
        const host = people[2 * t];
        const other = people[2 * t + 1];
        const first = await track(await sdk(address()).create("xorlosch", { token: host.token, seats: 2 }));
        const second = await track(await sdk(address()).joinById(first.room.roomId, { token: other.token }));
        players.push(first, second);
        await first.until(() => first.room.state.status === "playing", "the start");
        expect(["app1", "app2"]).toContain(replicaOf(first));
        expect(replicaOf(second)).toBe(replicaOf(first));
        tables.push([first, second]);
      }
      const play = async (ps: Player[]) => {
        const mover = ps.find((p) => p.legal().length > 0)!;
        const moves = mover.room.state.moves;
        mover.send("act", mover.legal()[0]);
        for (const p of ps) await p.until(() => p.room.state.moves > moves, "the move everywhere");
      };
      for (const ps of tables) await play(ps);

      // The replica that holds the first table is redeployed: its players come back through the address.
      const going = replicas.find((r) => r.name === replicaOf(tables[0][0]))!;
      for (const p of players) p.room.reconnection.enabled = false;
      const matchId = tables[0][0].room.state.matchId as string;
      const roomId = tables[0][0].room.roomId;
      await going.proc!.kill("SIGTERM");
      const back: Player[] = [];
      for (const [seat, person] of [people[0], people[1]].entries()) {
        const res = await fetch(`${address()}/api/matches/${matchId}/continue`, {
          method: "POST",
          headers: { authorization: `Bearer ${person.token}` },
        });
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ roomId });
        const p = await track(await sdk(address()).joinById(roomId, { token: person.token }));
        players.push(p);
        expect(p.mySeat()).toBe(seat);
        expect(replicaOf(p)).not.toBe(going.name);
        back.push(p);
      }
      await play(back);
      await startReplica(going);
    },
    90_000,
  );

  run("a body over the apps' 16 KB bound is refused by the proxy with the apps' JSON answer", async () => {
    const res = await fetch(`${address()}/matchmake/create/xorlosch`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ pad: "x".repeat(2 * 1024 * 1024) }), // over nginx's own default bound (1 MB) too
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ code: "TOO_LARGE", reason: expect.stringMatching(/16 KB/) });
  });
}

test("the compose file and the proxy agree: every app replica has a public prefix that nginx routes to it alone, and is in the pool for the rest", () => {
  const compose = readFileSync(path.join(REPO_ROOT, "docker-compose.yml"), "utf8");
  const conf = readFileSync(path.join(REPO_ROOT, "deploy/nginx.conf"), "utf8");
  const apps = [...compose.matchAll(/^ {2}(app\d+):\n/gm)].map((m) => m[1]);
  expect(apps.length).toBeGreaterThanOrEqual(2);
  const pool = conf.match(/upstream any_app \{([^}]*)\}/)![1];
  for (const app of apps) {
    expect(compose).toMatch(
      new RegExp(`${app}:\\n(?:.*\\n)*?\\s+PUBLIC_ADDRESS: \\$\\{PUBLIC_HOST:-localhost:2567\\}/${app}\\n`),
    );
    expect(compose).toMatch(new RegExp(`${app}:\\n(?:.*\\n)*?\\s+SERVER_ID: ${app}\\n`));
    expect(conf).toMatch(new RegExp(`upstream ${app} \\{\\s*server ${app}:2567;\\s*\\}`));
    expect(conf).toMatch(new RegExp(`location /${app}/ \\{\\s*proxy_pass http://${app}/;\\s*\\}`));
    expect(pool).toContain(`server ${app}:2567`);
  }
  expect(compose).toMatch(/TRUST_PROXY: "1"/);
  expect(compose).toMatch(/TOKEN_SECRET_FILE: \/secrets\/token-secret/);
});
