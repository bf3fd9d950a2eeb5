import { loadConfig } from "@tabletop/server/config.js";

test("every setting has a default, and bad numbers are refused with the variable's name", () => {
  const c = loadConfig({}, "/srv");
  expect(c).toMatchObject({
    port: 2567,
    databaseUrl: undefined,
    dataDir: "/srv/data",
    reconnectGraceSeconds: 60,
    clientDir: "/srv/client/dist",
  });
  expect(loadConfig({ RECONNECT_GRACE_S: "5", DATABASE_URL: "postgres://x" }, "/srv")).toMatchObject({
    reconnectGraceSeconds: 5,
    databaseUrl: "postgres://x",
  });
  expect(() => loadConfig({ PORT: "abc" })).toThrow(/PORT/);
});
