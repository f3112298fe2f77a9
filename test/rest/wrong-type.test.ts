/**
 * Issue 28, item 3: a value of the wrong type is `invalid`, naming the type wanted, not
 * `missing_field, "X is required"` (zod 4 puts no `input` in its issues, so every wrong type
 * looked missing), in the emulator's 422 and 400 and in the library's own checks alike.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { createRestClient } from "../../src/rest/client.js";
import { fieldIssues } from "../../src/rest/input-issues.js";
import { type StandaloneRestEmulator, startRestEmulator } from "../helpers/rest-emulator.js";

let emu: StandaloneRestEmulator;

beforeAll(async () => {
  emu = await startRestEmulator();
});
afterAll(async () => {
  await emu?.close();
});

const BUILD = { commit: "HEAD", branch: "main", pull_request_id: "42", clean_checkout: "yes" };

describe("a wrong type is invalid, naming the type wanted", () => {
  it("fieldIssues: wrong types, a left-out field and a whole number", () => {
    const schema = z.strictObject({
      a: z.number(),
      b: z.boolean(),
      c: z.coerce.number(),
      d: z.string(),
      e: z.int(),
    });
    const result = schema.safeParse({ a: "42", b: "yes", c: "abc", e: 1.5 });
    expect(result.success).toBe(false);
    expect(fieldIssues(result.error as z.ZodError)).toEqual([
      { field: "a", code: "invalid", message: "a must be a number" },
      { field: "b", code: "invalid", message: "b must be a boolean" },
      { field: "c", code: "invalid", message: "c must be a number" },
      { field: "d", code: "missing_field", message: "d is required" },
      { field: "e", code: "invalid", message: "e must be a whole number" },
    ]);
  });

  it("the emulator's 422 for a build body and 400 for a query", async () => {
    const headers = { authorization: `Bearer ${emu.token}`, "content-type": "application/json" };
    const created = await fetch(`${emu.url}/v2/organizations/acme/pipelines/app/builds`, {
      method: "POST",
      headers,
      body: JSON.stringify(BUILD),
    });
    expect(created.status).toBe(422);
    const body = (await created.json()) as { errors: unknown[] };
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: "pull_request_id", code: "invalid", message: "pull_request_id must be a number" },
        { field: "clean_checkout", code: "invalid", message: "clean_checkout must be a boolean" },
      ]),
    );
    const listed = await fetch(`${emu.url}/v2/organizations/acme/builds?per_page=abc`, { headers });
    expect(listed.status).toBe(400);
    const text = await listed.text();
    expect(text).toContain("per_page");
    expect(text).not.toContain("is required");
    expect(text).not.toContain("missing_field");
  });

  it("the library refuses before sending, with the same words", async () => {
    const api = createRestClient({ baseUrl: emu.url, token: emu.token, rateLimitStore: "off" });
    try {
      const error = await api.builds
        .create({ organization: "acme", pipeline: "app", ...BUILD } as never)
        .catch((e: Error) => e);
      expect(error.message).toContain("pull_request_id must be a number");
      expect(error.message).toContain("clean_checkout must be a boolean");
      expect(error.message).not.toContain("is required");
    } finally {
      await api.close();
    }
  });
});
