/**
 * Issue 23, secrets out: every shape the review found (and more of their kinds) is hidden, as
 * text and inside JSON; redaction on values keeps JSON valid; and a corpus of ordinary build logs
 * (paths, SHAs, UUIDs, digests, integrity hashes, base64 of non-secrets, versions) comes through
 * unchanged.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../src/log.js";
import { REDACTED, redact, redactValue, secretValuesFromEnv } from "../../src/secrets.js";
import { digestText } from "../../src/summarize/digest.js";
import { SHAPES } from "../fixtures/secrets/shapes.js";

const CORPUS = readFileSync(
  fileURLToPath(new URL("../fixtures/secrets/false-positives.txt", import.meta.url)),
  "utf8",
);

describe("every shape is hidden", () => {
  it.each(SHAPES.map((shape) => [shape.name, shape] as const))("%s: in a line of text", (_, shape) => {
    const out = redact(shape.line, []);
    expect(out).toContain(REDACTED);
    expect(out).not.toContain(shape.secret);
  });

  it.each(
    SHAPES.map((shape) => [shape.name, shape] as const),
  )("%s: in JSON text a log printed (escaped once and twice)", (_, shape) => {
    const once = JSON.stringify({ command: shape.line });
    const twice = JSON.stringify({ body: once });
    for (const text of [once, twice]) expect(redact(text, [])).not.toContain(shape.secret);
  });

  it.each(
    SHAPES.map((shape) => [shape.name, shape] as const),
  )("%s: in a JSON value, redacted before serialising: valid JSON, the rest kept", (_, shape) => {
    const value = { step: { command: shape.line, label: "Deploy" }, note: [shape.line, 42, null] };
    const text = JSON.stringify(redactValue(value, []));
    expect(text).not.toContain(shape.secret);
    const parsed = JSON.parse(text);
    expect(parsed.step.label).toBe("Deploy");
    expect(parsed.note[1]).toBe(42);
    expect(parsed.step.command).toContain(REDACTED);
  });
});

describe("the false-positive corpus of ordinary build logs", () => {
  const lines = CORPUS.split("\n").filter((line) => line.length > 0);

  it("has the kinds of look-alikes it claims", () => {
    expect(lines.length).toBeGreaterThan(100);
    expect(CORPUS).toMatch(/\bcommit [0-9a-f]{40}\b/);
    expect(CORPUS).toMatch(/sha256:[0-9a-f]{64}/);
    expect(CORPUS).toMatch(/sha512-[A-Za-z0-9+/]{86}==/);
    expect(CORPUS).toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    expect(CORPUS).toMatch(/\d+(?:\.\d+)?m?s\b/);
  });

  it.each(lines.map((line) => [line] as const))("unchanged: %s", (line) => {
    expect(redact(line, [])).toBe(line);
  });

  it("comes through the digest unchanged", () => {
    const digest = digestText(CORPUS, { budget: 100_000, tailLines: 1000, secrets: [] });
    const shown = digest.text
      .split("\n")
      .slice(1)
      .map((line) => line.replace(/^ *\d+ \| /, ""));
    expect(shown).toEqual(lines);
  });
});

describe("secret values from the environment", () => {
  it("takes *_APIKEY, *_PAT, *_PASS, *_AUTH, *_PWD values, and leaves settings and PWD alone", () => {
    const secrets = secretValuesFromEnv({
      SENDGRID_APIKEY: "Sg4piKeyValue1234",
      AZURE_DEVOPS_PAT: "azdoPatValue1234567",
      SMTP_PASS: "hunter22",
      REGISTRY_AUTH: "R3gAuthValue456",
      MYSQL_PWD: "MyPwdValue123",
      DB_CONNECTION_STRING: "Server=db;Password=x1y2z3w4",
      GIT_AUTH: "basic",
      FIRST_PASS: "enabled",
      NPM_CONFIG_AUTH: "/home/ci/.npmrc",
      PWD: "/home/ci/project",
      OLDPWD: "/home/ci",
    });
    expect(secrets).toEqual(
      expect.arrayContaining([
        "Sg4piKeyValue1234",
        "azdoPatValue1234567",
        "hunter22",
        "R3gAuthValue456",
        "MyPwdValue123",
        "Server=db;Password=x1y2z3w4",
      ]),
    );
    for (const plain of ["basic", "enabled", "/home/ci/.npmrc", "/home/ci/project", "/home/ci"])
      expect(secrets).not.toContain(plain);
  });
});

describe("secret values from the environment, by a secret word inside the name", () => {
  it("takes TF_TOKEN_<host>, *_TOKEN_RO, SECRET_KEY_BASE, webhook URLs and DSNs, and leaves settings", () => {
    const secrets = secretValuesFromEnv({
      TF_TOKEN_app_terraform_io: "Zk3wQ9xTfT0kenValue88",
      GITHUB_TOKEN_RO: "r3adOnlyT0kenValue42",
      SECRET_KEY_BASE: "9f8e7d6c5b4a39281706f5e4d3c2b1a0",
      SLACK_WEBHOOK: "https://hooks.example.com/services/abc",
      SENTRY_DSN: "https://key123@o1.ingest.example.io/42",
      VAULT_TOKEN_TTL: "3600s",
      NPM_TOKEN_FILE: "/home/ci/.npm-token",
      SECRET_NAME: "ci-deploy-key",
      TOKEN_TYPE: "bearer",
      API_KEY_HEADER: "x-api-key",
    });
    expect(secrets).toEqual(
      expect.arrayContaining([
        "Zk3wQ9xTfT0kenValue88",
        "r3adOnlyT0kenValue42",
        "9f8e7d6c5b4a39281706f5e4d3c2b1a0",
        "https://hooks.example.com/services/abc",
        "https://key123@o1.ingest.example.io/42",
      ]),
    );
    for (const plain of ["3600s", "/home/ci/.npm-token", "ci-deploy-key", "bearer", "x-api-key"])
      expect(secrets).not.toContain(plain);
  });
});

describe("pino logs in JSON form", () => {
  it("hide every shape in the message, a field and an error, and stay valid JSON", () => {
    const lines: string[] = [];
    const log = createLogger({
      destination: { write: (line) => lines.push(line) },
      format: "json",
      secrets: [],
    });
    for (const shape of SHAPES) {
      log.warn({ command: shape.line, nested: { list: [shape.line] } }, `step failed: ${shape.line}`);
      log.error({ err: new Error(`could not run ${shape.line}`) }, "error");
    }
    expect(lines).toHaveLength(SHAPES.length * 2);
    for (const line of lines) {
      const record = JSON.parse(line);
      expect(record.level).toBeGreaterThan(30);
    }
    const text = lines.join("");
    for (const shape of SHAPES) expect(text, shape.name).not.toContain(shape.secret);
    expect(JSON.parse(lines[0] ?? "{}").msg).toContain("step failed: DEPLOY_TOKEN=");
  });
});
