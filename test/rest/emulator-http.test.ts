import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StandaloneRestEmulator, startRestEmulator } from "../helpers/rest-emulator.js";

let emu: StandaloneRestEmulator;
beforeAll(async () => {
  emu = await startRestEmulator();
  emu.api.seedBuilds(2);
});
afterAll(() => emu.close());

const builds = "/v2/organizations/acme/pipelines/app/builds";
const call = (path: string, init: RequestInit = {}) =>
  fetch(`${emu.url}${path}`, { ...init, headers: { Authorization: `Bearer ${emu.token}`, ...init.headers } });

describe("REST emulator over HTTP", () => {
  it("takes JSON bodies only: 415 for form and multipart encodings, 400 for broken JSON", async () => {
    const form = await call(builds, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "commit=HEAD&branch=main",
    });
    expect(form.status).toBe(415);
    expect(((await form.json()) as { message: string }).message).toMatch(/application\/json/);
    const multipart = new FormData();
    multipart.set("commit", "HEAD");
    expect((await call(builds, { method: "POST", body: multipart })).status).toBe(415);
    const broken = await call(builds, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    expect(broken.status).toBe(400);
    const ok = await call(builds, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({ commit: "HEAD", branch: "main" }),
    });
    expect(ok.status).toBe(201);
  });

  it("answers CORS preflights, a wrong method with 405 and the liveness object at /", async () => {
    const preflight = await fetch(`${emu.url}/v2/builds`, { method: "OPTIONS" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect((await call("/v2/builds", { method: "DELETE" })).status).toBe(405);
    // The liveness object's time is the emulator's clock, in seconds: one that stands still shows it.
    const still = await startRestEmulator({ now: () => 1_900_000_000_123 });
    try {
      const root = (await (await fetch(`${still.url}/`)).json()) as { message: string; timestamp: number };
      expect(root.timestamp).toBe(1_900_000_000);
    } finally {
      await still.close();
    }
  });

  it("records traffic without the token", async () => {
    await call("/v2/user");
    expect(JSON.stringify(emu.api.traffic)).not.toContain(emu.token);
    expect(emu.api.traffic.at(-1)).toMatchObject({
      method: "GET",
      path: "/v2/user",
      status: 200,
      auth: "token",
    });
  });

  it("refuses per_page over 100 with 400, as the library does, instead of capping it", async () => {
    emu.api.seedBuilds(120);
    const response = await call("/v2/builds?per_page=500&exclude_jobs=true");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: expect.stringMatching(/per_page must be at most 100/),
      errors: [{ field: "per_page" }],
    });
    const hundred = await call("/v2/builds?per_page=100&exclude_jobs=true");
    expect(((await hundred.json()) as unknown[]).length).toBe(100);
  });
});
