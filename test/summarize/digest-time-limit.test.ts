/**
 * Issue 34: a digest ends in bounded time whatever the log. Past its time limit (simulated clock
 * here) the digest reads the log's last MiB, where the failure usually is, and says what it skipped.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { digestText, READ_BYTES, TAIL_READ_BYTES } from "../../src/summarize/digest.js";
import { digestFile } from "../../src/summarize/digest-file.js";

const dir = mkdtempSync(join(tmpdir(), "jobai-digest-time-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MiB = 1024 * 1024;

function log(): string {
  const noise = (from: number, bytes: number) => {
    const lines: string[] = [];
    for (let i = from, size = 0; size < bytes; i++) {
      const line = `compiling module_${i}.ts ok`;
      lines.push(line);
      size += line.length + 1;
    }
    return lines.join("\n");
  };
  return [
    "Error: the first cause",
    noise(0, 2 * MiB),
    "Error: one in the middle",
    noise(1e6, 2 * MiB),
    "npm error code ELIFECYCLE",
    "",
  ].join("\n");
}

/** A clock that moves a second each time it is read. */
function steppingClock(): () => number {
  let calls = 0;
  return () => calls++ * 1000;
}

describe("the digest's time limit", () => {
  const text = log();
  const path = join(dir, "job.log");
  writeFileSync(path, text);

  for (const [name, digest] of [
    ["digestFile", (options: object) => digestFile(path, { env: {}, ...options })],
    ["digestText", async (options: object) => digestText(text, { env: {}, ...options })],
  ] as const) {
    it(`${name}: past the limit, reads the log's last MiB and says what it skipped`, async () => {
      const bounded = await digest({ timeLimitMs: 2500, now: steppingClock() });
      expect(bounded.text).toContain("Error: the first cause");
      expect(bounded.text).toContain("npm error code ELIFECYCLE");
      expect(bounded.text).not.toContain("one in the middle");
      expect(bounded.text).toContain("not read (the digest's time limit)");
      expect(bounded.bytes).toBe(Buffer.byteLength(text));
      expect(bounded.stats.skippedBytes).toBeGreaterThan(
        Buffer.byteLength(text) - TAIL_READ_BYTES - 3 * READ_BYTES,
      );

      const whole = await digest({ now: steppingClock() });
      expect(whole.text).toContain("one in the middle");
      expect(whole.stats.skippedBytes).toBe(0);
      expect(whole.text).not.toContain("not read");
    });
  }
});
