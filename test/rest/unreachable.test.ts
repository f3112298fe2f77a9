/**
 * The API unreachable (issue 20): a refused connection fails within seconds with one line naming
 * the address, instead of two minutes of retries and a line per retry. Real refusals: a port on
 * loopback that nobody listens on.
 */
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { createRestClient } from "../../src/rest/client.js";
import { isRestError } from "../../src/rest/errors.js";
import type { WaitEvent } from "../../src/rest/transport.js";
import { jobaiBin } from "../helpers/cli.js";
import { JumpClock } from "../helpers/jump-clock.js";
import { runChild } from "./helpers/children.js";

/** A loopback port nobody listens on (taken from the system, then freed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("a refused connection", () => {
  it("is tried again for a few seconds, every wait short, then fails naming the address", async () => {
    const port = await closedPort();
    const clock = new JumpClock(1_800_000_000_000);
    const waits: WaitEvent[] = [];
    const api = createRestClient({
      baseUrl: `http://127.0.0.1:${port}`,
      token: "unreachable-token",
      env: {},
      now: clock.now,
      sleep: clock.sleep,
      random: () => 1,
      rateLimitStore: "off",
      onWait: (event) => waits.push(event),
    });
    const start = clock.now();
    // A POST too: a refused connection reached no server, so it is as safe to send again as a GET.
    for (const method of ["GET", "POST"]) {
      waits.length = 0;
      const error = await api.request(method, "/v2/organizations/acme/builds").catch((e) => e);
      expect(isRestError(error)).toBe(true);
      expect(error.status).toBe(0);
      expect(error.message).toContain(
        `could not connect to the API at http://127.0.0.1:${port} (connection refused)`,
      );
      expect(error.message).toMatch(/check SERVICE_API_URL/);
      expect(error.message).not.toContain("unreachable-token");
      expect(waits.length).toBeGreaterThan(1);
      for (const wait of waits) expect(wait.waitMs).toBeLessThanOrEqual(2_000);
    }
    // Both calls, waits included, on the simulated clock: well within 10 s each.
    expect(clock.now() - start).toBeLessThanOrEqual(2 * 10_000);
    await api.close();
  });

  it("a port fetch refuses to use fails at once", async () => {
    const clock = new JumpClock(1_800_000_000_000);
    const api = createRestClient({
      baseUrl: "http://127.0.0.1:9", // discard: a "bad port" for fetch
      token: "unreachable-token",
      env: {},
      now: clock.now,
      sleep: clock.sleep,
      rateLimitStore: "off",
    });
    const error = await api.request("GET", "/v2/user").catch((e) => e);
    expect(error.message).toContain("could not connect to the API at http://127.0.0.1:9");
    expect(clock.sleeps).toEqual([]);
    await api.close();
  });
});

describe("jobai builds list with the API down", () => {
  it("exits 1 within seconds with one line naming the address", async () => {
    const port = await closedPort();
    const run = await runChild(
      [jobaiBin, "builds", "list", "--org", "acme"],
      { SERVICE_API_URL: `http://127.0.0.1:${port}`, SERVICE_API_TOKEN: "unreachable-token" },
      30_000,
    );
    expect(run.signal).toBeNull(); // not killed at the 30 s bound
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(`^jobai: GET \\S+ failed: could not connect to the API at http://127\\.0\\.0\\.1:${port} `),
    );
    expect(run.stderr).not.toContain("unreachable-token");
  }, 40_000);
});
