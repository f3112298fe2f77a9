/**
 * The limiter's window is keyed by the proxy as well as the organization (issue 23): two emulators
 * (or a staging and a production service) on one host used to share one window, so a 529 from
 * one paused the other's clients. The key holds a hash of the proxy's address, never the address,
 * a user name or a password.
 */
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { createLimiter, storeKey } from "../../src/limit/index.js";

describe("the store key", () => {
  test("two proxies, one organization: two windows; a 529 on one pauses nobody on the other", async () => {
    const stateDir = mkdtempSync(join(tmpdir(), "jobai-store-key-"));
    const envFor = (port: number) => ({
      SERVICE_ORGANIZATION_SLUG: "acme",
      SERVICE_AGENT_ENDPOINT: `http://127.0.0.1:${port}/v3`,
      JOBAI_STATE_DIR: stateDir,
      JOBAI_LIMIT_STORE: "file",
    });
    const first = createLimiter({ env: envFor(4101) });
    const second = createLimiter({ env: envFor(4102) });
    try {
      await first.pause(Date.now() + 30_000, 529);
      expect((await first.state()).pausedFor).toBe(529);
      const other = await second.state();
      expect(other.pausedUntil).toBeNull();
      // Each proxy's processes still share their own window: a third limiter on the first proxy sees the pause.
      const again = createLimiter({ env: envFor(4101) });
      expect((await again.state()).pausedUntil).not.toBeNull();
      await again.close();
      const dirs = readdirSync(stateDir).filter(
        (name) => name.startsWith("limit-") && !name.endsWith(".procs"),
      );
      expect(dirs).toHaveLength(2);
      for (const name of dirs) expect(name).toMatch(/^limit-acme_vendor_[0-9a-f]{12}$/);
    } finally {
      await first.close();
      await second.close();
    }
  });

  test("the same proxy however written gives one key; the key holds no address or credential", () => {
    const key = (endpoint: string) =>
      storeKey({ SERVICE_ORGANIZATION_SLUG: "acme", SERVICE_AGENT_ENDPOINT: endpoint });
    expect(key("https://agent.example/v3")).toBe(key("https://agent.example/v3/"));
    expect(key("https://agent.example/v3")).toBe(key("https://agent.example:443/v3"));
    expect(key("https://agent.example/v3")).not.toBe(key("https://agent.example:8443/v3"));
    expect(key("https://agent.example/v3")).not.toBe(key("https://other.example/v3"));
    const withSecret = key("https://user:s3cret-pw@agent.example/v3?token=t0k3n");
    expect(withSecret).toMatch(/^acme:vendor:[0-9a-f]{12}$/);
    expect(withSecret).not.toMatch(/s3cret|t0k3n|user|agent\.example/);
    // Outside a job (no endpoint) the key is the organization's, as before.
    expect(storeKey({ SERVICE_ORGANIZATION_SLUG: "acme" })).toBe("acme:vendor");
  });
});
