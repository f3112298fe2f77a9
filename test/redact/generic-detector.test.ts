/**
 * Issue 33: the generic detector. Every family of the issue, generated (names, placement, quoting
 * and wrapping varied), is hidden by `redact` and by the digest; ordinary CI logs come through
 * with at most 1 false positive per 10,000 lines; context raises and lowers the verdict; and the
 * detector stays linear on hostile repeats (CPU time, 64 KiB against 256 KiB).
 */
import { describe, expect, it } from "vitest";
import { genericSpans } from "../../src/redact/generic-detector.js";
import { RedactionTally, withRedactionScope } from "../../src/redact/redaction-scope.js";
import { REDACTED, redact, redactValue } from "../../src/secrets.js";
import { digestText } from "../../src/summarize/digest.js";
import { FAMILY_NAMES, generateFamilies, leakedRun } from "../fixtures/secrets/families.js";
import { ordinaryLog } from "../fixtures/secrets/ordinary-logs.js";

const cases = generateFamilies(24, 4242);
const digestOf = (text: string) =>
  digestText(`Error: step failed\n${text}\nError: deploy failed`, {
    budget: 100_000,
    tailLines: 500,
    secrets: [],
  }).text;

describe("the issue's families, generated", () => {
  it("are the issue's eight families", () => {
    expect(FAMILY_NAMES.length).toBe(8);
  });

  it.each(FAMILY_NAMES.map((family) => [family]))("%s: no secret survives redact or the digest", (family) => {
    const mine = cases.filter((c) => c.family === family);
    expect(mine.length).toBe(24);
    const leaks = mine.flatMap((c) => {
      const out = [leakedRun(redact(c.text, []), c.secrets), leakedRun(digestOf(c.text), c.secrets)];
      return out.filter((run) => run !== undefined).map((run) => `${JSON.stringify(c.text)} leaked ${run}`);
    });
    expect(leaks).toEqual([]);
  });
});

describe("ordinary CI logs", () => {
  it("lose at most 1 line in 10,000 to a false positive", () => {
    const lines = ordinaryLog(10_000, 777);
    const changed = lines.filter((line) => redact(line, []) !== line);
    expect(changed.length, changed.slice(0, 5).join("\n")).toBeLessThanOrEqual(1);
  });
});

describe("context raises and lowers the verdict", () => {
  const hidden = (line: string, part: string) => {
    const out = redact(line, []);
    expect(out, line).toContain(REDACTED);
    expect(out, line).not.toContain(part);
  };
  const kept = (line: string) => expect(redact(line, [])).toBe(line);

  it("a UUID is kept, unless a secret name or flag stands before it", () => {
    const id = "3f2a9b8c-1d2e-4f5a-8b7c-6d5e4f3a2b1c";
    kept(`Accessor ID  = ${id}`);
    kept(`job ${id} started`);
    hidden(`Secret ID    = ${id}`, id);
    hidden(`+ cypress run --record --key ${id}`, id);
  });

  it("the provider's ids are kept, alone too (a transcript's response id), unless a secret word stands before them", () => {
    const id = "msg_01XFDUDYJgAACzvnptvVoYEL";
    kept(`message id ${id}`);
    kept("request-id: req_011CSHoEeqs5C35K2UUqR7Fy");
    kept('{"type":"tool_use","id":"toolu_01A09q90qw90lq917835lq9"}');
    expect(redactValue({ response: { id } }, [])).toEqual({ response: { id } });
    hidden(`api_key=${id}`, id);
  });

  it("hex is kept beside a public name, hidden beside a secret word", () => {
    kept("cache key: node-modules-8f3a2b1c9d0e7f6a5b4c3d2e1f0a9b8c");
    kept("x-request-id: 9f86d081884c7d659a2feaa0c55ad015");
    hidden(
      "+ composer config -g github-oauth.github.com 4f3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a",
      "4f3c2b1a09f8",
    );
  });

  it("base64 is judged by what it decodes to", () => {
    kept(`data: ${Buffer.from("hello world, this is a fixture").toString("base64")}`);
    hidden(
      `  conn: ${Buffer.from("Xk9#mP2$vL7qR4wT").toString("base64")}`,
      Buffer.from("Xk9#mP2$vL7qR4wT").toString("base64"),
    );
    hidden(
      `  cfg: ${Buffer.from("db_password=Xk9mP2vL7q").toString("base64")}`,
      Buffer.from("db_password=Xk9mP2vL7q").toString("base64").slice(0, 12),
    );
  });

  it("a commit the job names is kept even after a secret word", () => {
    const sha = "da4b9237bacccdf19c0760cab7aec4a8359010b0";
    const line = `+ git push https://example.com/acme.git ${sha}:refs/heads/token-refresh`;
    const scope = {
      allow: [],
      commits: new Set([sha]),
      fileValues: new Set<string>(),
      tally: new RedactionTally(),
    };
    expect(withRedactionScope(scope, () => redact(line, []))).toBe(line);
  });

  it("a flag's file or a word after a secret flag is not a secret", () => {
    kept("+ ssh -i ~/.ssh/id_ed25519 -p 2222 deploy@bastion.example.com");
    kept("+ curl --key ./client.key --cert ./client.crt https://example.com");
    kept("security find-identity -v -p codesigning");
  });

  it("a name and its value split by a no-break space or terminal escapes are read together", () => {
    hidden("password:\u00a0Summer2024!xyz", "Summer2024");
    hidden("\x1b[1mpassword:\x1b[0m Summer2024!xyz", "Summer2024");
    hidden("password:\x1b(B\x1b[m Summer2024!xyz", "Summer2024");
  });
});

describe("linear on hostile input", () => {
  /** CPU time of `genericSpans` on `unit` repeated to `bytes`, in ms (the best of 2 runs). */
  function cpuMs(unit: string, bytes: number): number {
    const input = unit.repeat(Math.ceil(bytes / unit.length));
    let best = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 2; run++) {
      const start = process.cpuUsage();
      genericSpans(input);
      const used = process.cpuUsage(start);
      best = Math.min(best, (used.user + used.system) / 1000);
    }
    return best;
  }

  // The shapes that make a backtracking pass quadratic: repeated names, assignments, flags,
  // separators, escapes, base64 and hex runs, URL escapes, set -x lines, tags.
  const UNITS = [
    "bundle__",
    "password: x ",
    "a=",
    "-a",
    "x ",
    "%41",
    "QUJD",
    "+ secret ",
    "<value>",
    "Key 1: ",
    "\x1b[1m",
    "\\n",
    "ab:",
    "https://a/",
    "9f86d081",
    "-----BEGIN PRIVATE KEY-----\n",
    "aA1",
  ];

  it.each(UNITS.map((unit) => [JSON.stringify(unit), unit]))("%s repeated to 256 KiB", (_, unit) => {
    const small = Math.max(cpuMs(unit, 64 * 1024), 1);
    const large = cpuMs(unit, 256 * 1024);
    // A generous bound: a linear pass takes tens of ms on 256 KiB; a quadratic one minutes.
    expect(large).toBeLessThan(5_000);
    // Four times the input: about four times the time; a quadratic pass would take sixteen.
    expect(large / small).toBeLessThan(10);
  });
});
