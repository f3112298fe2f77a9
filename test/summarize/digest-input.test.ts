import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { digestChunks, digestText } from "../../src/summarize/digest.js";
import { digestFile } from "../../src/summarize/digest-file.js";

const dir = mkdtempSync(join(tmpdir(), "jobai-digest-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Feed `text` cut at the given offsets, to prove chunk boundaries change nothing. */
function* cutAt(buf: Buffer, sizes: number[]): Generator<Buffer> {
  let at = 0;
  for (const size of sizes) {
    if (at >= buf.length) return;
    yield buf.subarray(at, at + size);
    at += size;
  }
  if (at < buf.length) yield buf.subarray(at);
}

describe("digest input", () => {
  it("gives the same digest however the log is cut into chunks", async () => {
    const line = fc.oneof(
      fc.constantFrom(
        "compiling module",
        "error TS2322: Type 'string' is not assignable to type 'number'.",
        "    at run (file:///app/main.js:3:9)",
        "AssertionError: expected 1 to be 2",
        "progress 10%\rprogress 100%",
        "\x1b[31mFAIL\x1b[0m test/a.test.ts",
        "",
        "ok",
      ),
      fc.string({ maxLength: 30 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { maxLength: 300 }),
        fc.array(fc.integer({ min: 1, max: 200 }), { maxLength: 60 }),
        fc.integer({ min: 200, max: 2000 }),
        async (lines, sizes, budget) => {
          const buf = Buffer.from(lines.join("\n"));
          const whole = digestText(buf, { budget });
          const cut = await digestChunks(cutAt(buf, sizes), { budget });
          expect(cut.text).toBe(whole.text);
          expect(cut.tokens).toBeLessThanOrEqual(budget);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("an empty log gives a short digest that says so", () => {
    const digest = digestText("");
    expect(digest.lines).toBe(0);
    expect(digest.keptLines).toBe(0);
    expect(digest.text).toContain("[log: 0 lines, 0 bytes");
  });

  it("a binary, non-UTF-8 log is digested without control characters and flagged", () => {
    const bytes = Buffer.alloc(300_000);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919 + 13) % 256;
    const digest = digestText(Buffer.concat([bytes, Buffer.from("\nfatal: bad object HEAD\n")]), {
      budget: 1000,
    });
    expect(digest.binary).toBe(true);
    expect(digest.text).toContain("fatal: bad object HEAD");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what must be gone.
    expect(digest.text).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f]/);
    expect(digest.tokens).toBeLessThanOrEqual(1000);
  });

  it("one 100 MB line is cut, not held, and the error inside it is still found", async () => {
    const path = join(dir, "one-line.log");
    const filler = Buffer.alloc(50 * 1024 * 1024, "x");
    writeFileSync(
      path,
      Buffer.concat([
        filler,
        Buffer.from(" Error: disk quota exceeded "),
        filler,
        Buffer.from("\nlast line\n"),
      ]),
    );
    const before = process.memoryUsage().rss;
    const digest = await digestFile(path, { budget: 2000 });
    expect(digest.lines).toBe(2);
    expect(digest.stats.longLines).toBe(1);
    expect(digest.text).toMatch(/line cut: \d+ bytes/);
    expect(digest.text).toContain("Error: disk quota exceeded");
    expect(digest.text).toContain("last line");
    expect(digest.tokens).toBeLessThanOrEqual(2000);
    // The line is never held whole: far less than its 100 MB were added to the heap.
    expect(process.memoryUsage().rss - before).toBeLessThan(60 * 1024 * 1024);
  });

  it("a missing log file is a usage error that names the file and the fix", async () => {
    await expect(digestFile(join(dir, "nope.log"))).rejects.toMatchObject({
      name: "UsageError",
      message: expect.stringContaining("nope.log does not exist"),
    });
  });

  it("secrets in the log never reach the digest", () => {
    const token = "s3cr3t-value-987654";
    const log = [
      `export NPM_TOKEN=${token}`,
      "Error: auth failed with ghp_abcdefghijklmnopqrstuvwxyz0123456789",
      `DEPLOY_PASSWORD: ${token}x`,
      "curl https://deploy:hunter2hunter2@example.com/upload",
      "error: upload failed",
    ].join("\n");
    const digest = digestText(log, { budget: 1000, secrets: ["only-known-here-123"] });
    expect(digest.text).toContain("error: upload failed");
    expect(digest.text).not.toContain(token);
    expect(digest.text).not.toContain("ghp_abcdefghij");
    expect(digest.text).not.toContain("hunter2hunter2");
    expect(
      digestText("Error: only-known-here-123 rejected", { secrets: ["only-known-here-123"] }).text,
    ).not.toContain("only-known-here-123");
  });

  it("collapses repeated lines and keeps the first error of many and the last", () => {
    const lines = ["error: first cause: config missing"];
    for (let i = 0; i < 20_000; i++) lines.push(i % 1000 === 0 ? `warning: slow step ${i}` : `step ${i} ok`);
    for (let i = 0; i < 30; i++) lines.push("retrying connection");
    lines.push("Error: gave up after 30 retries");
    const digest = digestText(lines.join("\n"), { budget: 600 });
    expect(digest.text).toContain("error: first cause: config missing");
    expect(digest.text).toContain("Error: gave up after 30 retries");
    expect(digest.text).toMatch(/retrying connection\n\s+\| \[previous line repeated \d+ more times\]/);
    expect(digest.tokens).toBeLessThanOrEqual(600);
  });
});
