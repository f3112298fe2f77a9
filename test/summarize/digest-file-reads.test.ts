/**
 * Issue 32: digestFile reads 128 KiB at a time into one buffer and gives the scanner whole lines
 * in place (the line a read cuts is moved to the buffer's start). Whatever falls at a read's edge,
 * the digest is the one of the same text given in other pieces; and the synchronous reads leave
 * the event loop a turn between batches.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { digestChunks, digestText, READ_BYTES } from "../../src/summarize/digest.js";
import { digestFile } from "../../src/summarize/digest-file.js";

const dir = mkdtempSync(join(tmpdir(), "jobai-digest-file-reads-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Lines of every length around the read size: short ones, one over half a read, and one of 800 KiB
 * (a line over 256 KiB at a piece's end is read in long-line mode: over 768 KiB, it is whatever
 * the pieces, up to 512 KiB).
 */
function log(): string {
  const lines: string[] = [];
  for (let i = 0; i < 6000; i++) {
    if (i % 700 === 0) lines.push(`Error: step ${i} failed: exit code ${i % 7 || 1}`);
    else if (i === 2500) lines.push(`${"x".repeat(READ_BYTES / 2 + 100)} fatal in a long line`);
    else if (i === 4000) lines.push(`${"y".repeat(800 * 1024)} panic in a longer one`);
    else lines.push(`compiling src/module_${i}.ts (${i % 900} ms) ok${" pad".repeat(i % 40)}`);
  }
  // No newline at the end: the last line is still a line.
  return `${lines.join("\n")}\nnpm error code ELIFECYCLE`;
}

async function* pieces(buf: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < buf.length; at += size) yield buf.subarray(at, at + size);
}

describe("digestFile's reads (issue 32)", () => {
  const text = log();
  const path = join(dir, "job.log");
  writeFileSync(path, text);

  it("give the digest of the same text read in any other pieces", async () => {
    const fromFile = await digestFile(path, { env: {} });
    expect(fromFile.text).toContain("npm error code ELIFECYCLE");
    expect(fromFile.text).toContain("Error: step 700 failed");
    expect(fromFile.stats.longLines).toBe(1);
    expect(fromFile.text).toBe(digestText(text, { env: {} }).text);
    for (const size of [1000, 4096 + 3, 512 * 1024]) {
      const chunked = await digestChunks(pieces(Buffer.from(text), size), { env: {} });
      expect(chunked.text, `pieces of ${size} bytes`).toBe(fromFile.text);
    }
  });

  it("give the event loop a turn while a large log is read", async () => {
    const big = join(dir, "big.log");
    writeFileSync(big, `${"compiling src/module.ts ok\n".repeat(800_000)}Error: the end\n`);
    let turns = 0;
    const timer = setInterval(() => turns++, 0);
    try {
      const digest = await digestFile(big, { env: {} });
      expect(digest.text).toContain("Error: the end");
    } finally {
      clearInterval(timer);
    }
    // 20 MiB is 160 reads: a turn after every 32 of them.
    expect(turns).toBeGreaterThanOrEqual(2);
  });
});
