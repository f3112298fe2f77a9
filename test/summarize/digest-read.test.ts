/**
 * Issue 34, item 6: what the digest reads in pieces never shows a secret in pieces. A secret
 * name at the end of one read is joined with its value at the start of the next, and a
 * private key in a line over 256 KiB is hidden whole, however far its markers are from the part
 * of the line that is shown.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { digestChunks, READ_BYTES } from "../../src/summarize/digest.js";
import { digestFile } from "../../src/summarize/digest-file.js";

const dir = mkdtempSync(join(tmpdir(), "jobai-digest-read-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const KiB = 1024;

/** Lines of build noise filling exactly `bytes` (no candidate word in them). */
function noise(bytes: number): string {
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = `compiling module_${i}.ts ok`;
    lines.push(line);
    size += line.length + 1;
  }
  // The last line cut so that the text ends with a newline at exactly `bytes`.
  return `${lines.join("\n").slice(0, bytes - 1)}\n`;
}

/** A private key's body, deterministic, `bytes` long, JSON-escaped line breaks every 64 characters. */
function keyBody(bytes: number): string {
  const raw = Buffer.from(
    Array.from({ length: Math.ceil((bytes * 3) / 4) }, (_, i) => (i * 7919 + 13) % 256),
  );
  return (raw.toString("base64").match(/.{1,64}/g) ?? []).join("\\n").slice(0, bytes);
}

/** Whether any 12 characters of `secret` (taken every 8) show in `text`. */
function fragmentsShown(text: string, secret: string): string[] {
  const shown: string[] = [];
  for (let i = 0; i + 12 <= secret.length; i += 8) {
    const fragment = secret.slice(i, i + 12);
    if (!fragment.includes("\\n") && text.includes(fragment)) shown.push(fragment);
  }
  return shown;
}

async function* chunksOf(text: string, size: number): AsyncGenerator<Buffer> {
  const buf = Buffer.from(text);
  for (let at = 0; at < buf.length; at += size) yield buf.subarray(at, at + size);
}

describe("the digest's reads never cut a secret (issue 34)", () => {
  it("joins a secret name at the end of one read (READ_BYTES) with its value at the start of the next", async () => {
    // A YAML block scalar: the value alone on its line is no secret to the rules of one line.
    const name = "  db_password: |\n";
    const value = "    Sup3rS3cretDbValue42";
    const head = noise(READ_BYTES - name.length) + name;
    expect(Buffer.byteLength(head)).toBe(READ_BYTES);
    const path = join(dir, "name-value.log");
    // Output after the error, so the value line is shown as the error's context, not in the tail.
    const after = noise(8 * KiB);
    writeFileSync(
      path,
      `${head}${value}\nError: deploy failed: the database refused the migration\n${after}`,
    );
    const digest = await digestFile(path, { env: {} });
    expect(digest.text).toContain("Error: deploy failed");
    // The value line is kept (context before the error), and hidden.
    expect(digest.text).toContain("db_password: |");
    expect(digest.text).not.toContain("Sup3rS3cretDbValue42");
  });

  const keyLine = (bodyBytes: number, before: number, after: string) => {
    const body = keyBody(bodyBytes);
    const line = `${"deploy step output ".repeat(Math.ceil(before / 19)).slice(0, before)}{"key":"-----BEGIN RSA PRIVATE KEY-----\\n${body}\\n-----END RSA PRIVATE KEY-----\\n"} ${after}`;
    return { body, line: `${line}${" padding".repeat(40 * KiB)}\n` };
  };

  for (const bodyBytes of [6 * KiB, 20 * KiB]) {
    it(`a line over 256 KiB: a ${bodyBytes / KiB} KiB key before its error word shows neither its tail nor its END`, async () => {
      const { body, line } = keyLine(bodyBytes, 300 * KiB, "error: the deploy failed");
      expect(line.length).toBeGreaterThan(256 * KiB);
      const digest = await digestChunks(chunksOf(`step\n${line}done\n`, 64 * KiB), { env: {} });
      expect(digest.stats.longLines).toBe(1);
      expect(digest.text).toContain("error: the deploy failed");
      expect(digest.text).not.toContain("END RSA PRIVATE KEY");
      expect(fragmentsShown(digest.text, body)).toEqual([]);
    });
  }

  for (const bodyBytes of [6 * KiB, 100 * KiB]) {
    it(`a line over 256 KiB: a ${bodyBytes / KiB} KiB key that starts in the line's head shows none of it`, async () => {
      const { body, line } = keyLine(bodyBytes, 40, "and then more output");
      const digest = await digestChunks(chunksOf(`step\n${line}error: done\n`, 64 * KiB), { env: {} });
      expect(digest.stats.longLines).toBe(1);
      expect(digest.text).toContain("deploy step output");
      expect(fragmentsShown(digest.text, body)).toEqual([]);
    });
  }
});
