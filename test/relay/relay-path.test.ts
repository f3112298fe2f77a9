import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkRelayTarget } from "../../src/relay/relay-path.js";

/**
 * Every path a server on the way might make of a target: WHATWG-normalized, and after one to three
 * rounds of percent-decoding with backslashes read as slashes (and `;` parameters cut, as some
 * servers do), each normalized again.
 */
function readings(target: string): string[] {
  let decoded = target.split("?")[0] ?? target;
  const out: string[] = [];
  for (let round = 0; round < 4; round++) {
    const slashed = decoded.replaceAll("\\", "/");
    out.push(new URL(slashed, "http://upstream.invalid").pathname);
    out.push(new URL(slashed.replace(/;[^/]*/g, ""), "http://upstream.invalid").pathname);
    decoded = decoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }
  return out;
}

const piece = fc.constantFrom(
  "/",
  "v1",
  "messages",
  "models",
  ".",
  "..",
  "...",
  "%2e",
  "%2E",
  "%2f",
  "%5c",
  "%25",
  "%252e",
  "\\",
  ";",
  "..;",
  "?",
  "#",
  "@",
  ":",
  "x",
  "%00",
  "//",
);
const target = fc
  .tuple(fc.constantFrom("/v1/", "/v1", "/", "//", "/v1/models/"), fc.array(piece, { maxLength: 8 }))
  .map(([start, rest]) => start + rest.join(""));

describe("checkRelayTarget", () => {
  it("accepts only targets that every reading keeps under /v1/", () => {
    fc.assert(
      fc.property(fc.oneof(target, fc.string({ maxLength: 30 })), (t) => {
        if (!checkRelayTarget(t).ok) return;
        for (const reading of readings(t))
          expect(reading.startsWith("/v1/"), `${t} -> ${reading}`).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });

  it.each([
    ["/v1/messages", true],
    ["/v1/messages/count_tokens?beta=true", true],
    ["/v1/models/claude-sonnet-4-5", true],
    ["/v1/messages/batches/msgbatch_01abc/results", true],
    ["/v1/models?after_id=a%2Fb&limit=2", true],
    ["/v1", false],
    ["/v1/", false],
    ["/v1/../x", false],
    ["/v1/%2e%2e/x", false],
    ["/v1/models/..;/x", false],
    ["/v1\\..\\x", false],
    ["/v1/models?x=%zz", false],
    ["/v1/models#f", false],
  ])("%s -> %s", (t, ok) => {
    expect(checkRelayTarget(t).ok).toBe(ok);
  });
});
