/**
 * Issue 34, item 6 (redaction side): a private key block is hidden whole when only one of its
 * markers is in view. The digest shows a line over 256 KiB as its head and a window around its
 * first error word, each redacted with 4 KiB of context (src/summarize/digest-scan.ts): a key
 * longer than that, ending just before the error word, leaked its last lines and its
 * `-----END ... KEY-----` line. The rule now also finds a key from its END marker, back over the
 * key's characters, so `redactSlice` on any window with a marker in view hides the key's part.
 */
import { describe, expect, it } from "vitest";
import { REDACTED, redact, redactSlice } from "../../src/secrets.js";
import { digestChunks } from "../../src/summarize/digest.js";

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Made-up base64 of `n` characters (a seeded generator: the same every run, nobody's key). */
function fakeBase64(n: number, seed: number): string {
  let state = seed;
  let out = "";
  for (let i = 0; i < n; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out += B64[state >>> 26];
  }
  return out;
}

/** A key block of `bodyChars` characters in lines of 64, joined by `separator`. */
function keyBlock(kind: string, bodyChars: number, separator: string, seed = 7) {
  const lines = fakeBase64(bodyChars, seed).match(/.{1,64}/g) ?? [];
  const block = [
    `-----BEGIN ${kind}-----`,
    ...lines,
    `=${fakeBase64(4, seed + 1)}`,
    `-----END ${kind}-----`,
  ].join(separator);
  return { block, lines };
}

/** The key lines of which a run of 16 characters is still in `out`. */
function leaked(out: string, lines: string[]): string[] {
  return lines.filter((line) => line.length >= 16 && out.includes(line.slice(-16)));
}

const KINDS = ["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "ENCRYPTED PRIVATE KEY", "PGP PRIVATE KEY BLOCK"];
const SEPARATORS: [string, string][] = [
  ["JSON-escaped line breaks", "\\n"],
  ["blanks (an unquoted echo)", " "],
];

describe("redactSlice: a window that holds only one marker of a key", () => {
  it.each(KINDS)("%s: the END marker and the key's tail before it are hidden", (kind) => {
    for (const [, separator] of SEPARATORS) {
      const { block, lines } = keyBlock(kind, 16 * 1024, separator);
      // The window's text starts 4 KiB before the END marker, deep inside the key.
      const end = block.indexOf("-----END");
      const text = `${block.slice(end - 4096)} Error: deploy failed`;
      const out = redactSlice(text, 1000, text.length, []);
      expect(leaked(out, lines)).toEqual([]);
      expect(out).not.toContain("-----END");
      expect(out).toBe(`${REDACTED} Error: deploy failed`);
    }
  });

  it("a key's last line alone, as a log prints a key line by line, is hidden with its END line", () => {
    const { lines } = keyBlock("RSA PRIVATE KEY", 1024, "\n");
    const last = lines.at(-1) as string;
    expect(redact(`${last}\n-----END RSA PRIVATE KEY-----`, [])).toBe(REDACTED);
    expect(redact("-----END RSA PRIVATE KEY-----", [])).toBe(REDACTED);
  });

  it("text before the key's run is kept, and a public key's END is not a private key's", () => {
    const { block } = keyBlock("RSA PRIVATE KEY", 512, "\\n");
    const tail = block.slice(block.indexOf("-----END") - 200);
    expect(redact(`step 3: ${tail}; done`, [])).toBe(`step 3:${REDACTED}; done`);
    const publicKey = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A\\n-----END PUBLIC KEY-----";
    expect(redact(publicKey, [])).toBe(publicKey);
  });
});

/** A log of one line of `before` + `middle` + `after`, read as the digest reads a file: 512 KiB at a time. */
async function digestOfLongLine(middle: string): Promise<string> {
  const line = `{"output": "${"x ".repeat(300 * 512)} ${middle} ${"y ".repeat(300 * 512)}"}`;
  const log = Buffer.from(`step 1\n${line}\nerror: step failed\n`);
  const reads = function* () {
    for (let at = 0; at < log.length; at += 512 * 1024) yield log.subarray(at, at + 512 * 1024);
  };
  return (await digestChunks(reads(), { budget: 200_000, tailLines: 500, secrets: [] })).text;
}

describe("the digest of a line over 256 KiB with a key longer than the 4 KiB context", () => {
  it.each(
    KINDS.flatMap((kind) => SEPARATORS.map(([name, separator]) => [kind, name, separator] as const)),
  )("%s, %s: no line of the key and no END marker in the window before the error", async (kind, _, separator) => {
    const { block, lines } = keyBlock(kind, 16 * 1024, separator);
    const out = await digestOfLongLine(`${block} Error: deploy failed`);
    // The window around the error word was shown (the defect's place), and the key is not in it.
    expect(out).toContain("Error: deploy failed");
    expect(out).toContain("[line cut:");
    expect(leaked(out, lines)).toEqual([]);
    expect(out).not.toContain("-----END");
  });

  it("a key after the error word, running past the window: hidden from its BEGIN marker", async () => {
    const { block, lines } = keyBlock("RSA PRIVATE KEY", 16 * 1024, "\\n");
    const out = await digestOfLongLine(`Error: deploy failed ${block}`);
    expect(out).toContain("Error: deploy failed");
    expect(leaked(out, lines)).toEqual([]);
  });
});
