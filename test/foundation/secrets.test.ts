import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KeywordAutomaton } from "../../src/keyword-automaton.js";
import { createLogger } from "../../src/log.js";
import { REDACTED, redact, secretValuesFromEnv } from "../../src/secrets.js";

describe("secretValuesFromEnv", () => {
  it("finds the service's tokens and variables named like secrets", () => {
    const secrets = secretValuesFromEnv({
      SERVICE_AGENT_ACCESS_TOKEN: "agent-token-1",
      NPM_TOKEN: "npm-token-22",
      DB_PASSWORD: "hunter2hunter2",
      AWS_SECRET_ACCESS_KEY: "aws-secret-333",
      SERVICE_BRANCH: "main-branch",
      SHORT_TOKEN: "abc",
    });
    expect(secrets).toEqual(
      expect.arrayContaining(["agent-token-1", "npm-token-22", "hunter2hunter2", "aws-secret-333"]),
    );
    expect(secrets).not.toContain("main-branch");
    expect(secrets).not.toContain("abc");
  });
});

describe("secretValuesFromEnv: the passwords of URLs", () => {
  it("finds a Redis URL's password, in its variable and inside the plugin's JSON, so a log that prints it alone is redacted", () => {
    const env = {
      JOBAI_REDIS_URL: "redis://:s3cretRedisPw@127.0.0.1:6379",
      SERVICE_PLUGIN_CONFIGURATION: JSON.stringify({
        "rate-limit": { store: "redis", "redis-url": "rediss://ci:pl%40gin-Pass9@10.0.0.5:6380/0" },
      }),
      SERVICE_REPO_URL: "https://git.example.com/acme/shop.git",
    };
    const secrets = secretValuesFromEnv(env);
    expect(secrets).toEqual(expect.arrayContaining(["s3cretRedisPw", "pl%40gin-Pass9", "pl@gin-Pass9"]));
    const log =
      "Error: AUTH s3cretRedisPw failed\nrequirepass pl@gin-Pass9\nclone https://git.example.com/acme/shop.git";
    const out = redact(log, secrets);
    expect(out).not.toContain("s3cretRedisPw");
    expect(out).not.toContain("pl@gin-Pass9");
    expect(out).toContain("https://git.example.com/acme/shop.git");
  });
});

describe("redact", () => {
  it("hides given values and known token shapes", () => {
    const text = "key sk-ant-api03-abcdefghijklmnop and ghp_abcdefghijklmnopqrstuvwxyz0123 and my-job-token";
    const out = redact(text, ["my-job-token"]);
    expect(out).not.toContain("sk-ant-api03");
    expect(out).not.toContain("ghp_");
    expect(out).not.toContain("my-job-token");
    expect(out.split(REDACTED)).toHaveLength(4);
  });
});

describe("createLogger", () => {
  it("never writes a token, whether in the message, a field or a header", () => {
    const lines: string[] = [];
    const token = "job-token-5e6f7a8b";
    const log = createLogger({
      destination: { write: (line) => lines.push(line) },
      secrets: [token],
      format: "json",
    });
    log.warn(
      { token, headers: { authorization: `Token ${token}`, "x-api-key": token }, note: `see ${token}` },
      `failed with ${token}`,
    );
    const text = lines.join("");
    expect(text).toContain("failed with");
    expect(text).not.toContain(token);
  });

  it("writes one readable line per record in the human format", () => {
    const lines: string[] = [];
    const log = createLogger({ destination: { write: (line) => lines.push(line) }, format: "human" });
    log.warn({ store: "file" }, "falling back to memory");
    expect(lines).toEqual(["jobai warn: falling back to memory (store=file)\n"]);
  });
});

describe("createLogger, human lines", () => {
  it("hides a quoted password with spaces whole", () => {
    const lines: string[] = [];
    const log = createLogger({
      destination: { write: (line) => lines.push(line) },
      format: "human",
      secrets: [],
    });
    log.warn('config has password: "correct horse battery staple"');
    expect(lines.join("")).not.toContain("horse battery");
    expect(lines.join("")).toContain("[REDACTED]");
  });
});

describe("KeywordAutomaton (the rules' prefilter)", () => {
  it("finds every keyword that occurs, overlapping, in any case, and no other", () => {
    const words = ["he", "she", "his", "hers", "key", "-p'", "sk_live_", "ghp_"];
    const automaton = new KeywordAutomaton(words.map((word) => [word, word] as const));
    const found = (text: string) => {
      const seen = new Set<string>();
      automaton.scan(text, (word) => seen.add(word));
      return [...seen].sort();
    };
    expect(found("USHERS")).toEqual(["he", "hers", "she"]);
    expect(found("mysql -p'x' SK_LIVE_abc")).toEqual(["-p'", "sk_live_"]);
    expect(found("hé ghp\u00e9_ ghp_")).toEqual(["ghp_"]);
    expect(found("nothing here at all")).toEqual(["he"]);
    // Against a plain search, on random text over the keywords' letters.
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."hesirkyp-'_lvgHESK é"), maxLength: 60 }), (text) => {
        const lower = text.toLowerCase();
        expect(found(text)).toEqual(words.filter((word) => lower.includes(word)).sort());
      }),
      { numRuns: 500 },
    );
  });
});
