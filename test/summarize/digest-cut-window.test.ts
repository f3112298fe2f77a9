/**
 * A line longer than the digest shows is redacted with the text around what it shows, not to its
 * end (a 256 KiB line's rules cost most of the digest's time on such lines): what crosses the cut
 * is still judged whole. A token with no blank in it that the window's edge would cut is read to
 * its end, and a value the job knows is found whole however long it is.
 */
import { describe, expect, it } from "vitest";
import { digestText } from "../../src/summarize/digest.js";

/** Base64 of a config whose password comes last, 7 KiB: its first 4 KiB decode to nothing secret. */
function configBlob(): string {
  const fields = Array.from({ length: 120 }, (_, i) => `"setting_${i}": "value number ${i} of the build"`);
  return Buffer.from(`{${fields.join(", ")}, "password": "hunter2hunter2"}`).toString("base64");
}

const words = (bytes: number) =>
  "the build printed more words ".repeat(Math.ceil(bytes / 29)).slice(0, bytes);

describe("a cut line is redacted with what crosses the cut", () => {
  it("base64 of a config with a password at its end, longer than the cut margin, is hidden whole", () => {
    const blob = configBlob();
    expect(blob.length).toBeGreaterThan(4096 + 600);
    const line = `Error: deploy failed: + echo ${blob} | base64 -d > config.json ${words(64 * 1024)}`;
    const digest = digestText(`${line}\n`, { env: {} });
    expect(digest.text).toContain("Error: deploy failed");
    expect(digest.text).toContain("[line cut:");
    expect(digest.text).not.toContain(blob.slice(0, 40));
  });

  it("a value the job knows, longer than the cut margin and with blanks in it, is hidden where the cut line shows it", () => {
    // Words: no rule would take them for a secret; only the job's saying so (a secret's name) does.
    const value = "release notes of the nightly build ".repeat(160);
    const line = `Error: upload failed: ${value} ${words(32 * 1024)}`;
    const digest = digestText(`${line}\n`, { env: { DEPLOY_TOKEN: value } });
    expect(digest.text).toContain("Error: upload failed");
    expect(digest.text).not.toContain("release notes of the nightly");
  });
});
