/**
 * Issue 33: what the job knows and what the user says. High-entropy values of any variable are
 * hidden; the files of `redact-files` give their values; `redact-allow` keeps a value a rule found;
 * the tally counts each value hidden by the kind of rule; the annotation's footer says so.
 */
import { existsSync, mkdtempSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createJobContext } from "../../src/config/job-context.js";
import { resolveSettings } from "../../src/config/settings.js";
import { UsageError } from "../../src/errors.js";
import { valuesOfFiles } from "../../src/redact/redact-files.js";
import { withRedactionScope } from "../../src/redact/redaction-scope.js";
import { REDACTED, redact, secretValuesFromEnv } from "../../src/secrets.js";
import { digestText } from "../../src/summarize/digest.js";
import { redactionLine, renderAnnotation } from "../../src/summarize/report.js";
import { runJobai } from "../helpers/cli.js";

const dir = mkdtempSync(join(tmpdir(), "jobai-redact-"));
const dotenv = join(dir, ".env");
writeFileSync(
  dotenv,
  "# local\nNODE_ENV=production\nexport SMTP_LOGIN='mailer-7731'\nDB_URL=postgres://db.internal/app\nPORT=8080\n",
);
const account = join(dir, "sa.json");
writeFileSync(
  account,
  JSON.stringify({
    type: "service_account",
    client_email: "ci@acme.iam.example",
    private_key_id: "k1",
    client_id: "1234567890",
  }),
);

describe("values the job knows", () => {
  it("a high-entropy value of any variable, but not URLs, paths, SHAs or ids", () => {
    const blob = `Zq8${"xK2mP9vL4tR7wN1s".repeat(3)}`;
    const values = secretValuesFromEnv({
      DEPLOY_BUNDLE: blob,
      SERVICE_BUILD_URL: "https://ci.example.com/acme/app/builds/42",
      SERVICE_COMMIT: "da4b9237bacccdf19c0760cab7aec4a8359010b0",
      SERVICE_JOB_ID: "0190c2a4-7b3e-7c1d-9f2a-5b8c3d4e6f70",
      CACHE_DIR: "/var/lib/ci/cache/3a5b7c9d",
      NODE_OPTIONS: "--max-old-space-size=4096",
      GREETING: "hello world from the pipeline",
    });
    expect(values).toEqual([blob]);
  });

  it("a model id is not a secret: JOBAI_MODEL, ANTHROPIC_MODEL and Claude Code's *_MODEL stay readable", () => {
    const env = {
      JOBAI_MODEL: "claude-sonnet-4-6",
      ANTHROPIC_MODEL: "claude-opus-4-1-20250805",
      ANTHROPIC_SMALL_FAST_MODEL: "claude-haiku-4-5-20251001",
      ANTHROPIC_DEFAULT_OPUS_MODEL: "us.anthropic.claude-opus-4-1-20250805-v1:0",
    };
    expect(secretValuesFromEnv(env)).toEqual([]);
    const text = "1 request to claude-sonnet-4-6, then claude-haiku-4-5-20251001";
    expect(redact(text, secretValuesFromEnv(env))).toBe(text);
    // A secret under a model-like name is still found by the name's own rule.
    expect(secretValuesFromEnv({ MODEL_API_KEY: "sk-model-Zq8xK2mP9vL4tR7w" })).toEqual([
      "sk-model-Zq8xK2mP9vL4tR7w",
    ]);
  });

  it("a value over 4 KiB is hidden where the digest prints it", () => {
    const big = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 256)).toString("base64");
    const env = { DEPLOY_BUNDLE: big };
    const out = digestText(`Error: upload\n+ echo ${big}\n`, { env, budget: 100_000 }).text;
    expect(out).not.toContain(big.slice(100, 140));
  });

  it("redact-files: every value of a .env and of a service-account JSON", () => {
    expect(valuesOfFiles([dotenv, account]).sort()).toEqual(
      [
        "ci@acme.iam.example",
        "mailer-7731",
        "postgres://db.internal/app",
        "production",
        "service_account",
      ].sort(),
    );
  });

  it("redact-files: a file over 1 MiB is refused before it is read (a 3 GiB sparse file)", () => {
    const huge = join(dir, "huge.env");
    writeFileSync(huge, "");
    truncateSync(huge, 3 * 1024 ** 3);
    expect(() => valuesOfFiles([huge])).toThrow(
      `redact-files names ${huge}, which is over 1 MiB: list the files whose values are secrets (a .env, a service-account JSON)`,
    );
  });

  it.skipIf(!existsSync("/dev/zero"))(
    "redact-files: a device is refused, and `jobai digest --redact-files /dev/zero` ends at once (exit 2)",
    async () => {
      const log = join(dir, "step.log");
      writeFileSync(log, "Error: the build failed\n");
      // It read /dev/zero for ever: the runner's 15 s timeout killed it.
      const run = await runJobai(["digest", "--log", log, "--redact-files", "/dev/zero"], {
        timeout: 15_000,
      });
      expect(run.exitCode).toBe(2);
      expect(run.stderr).toMatch(/^jobai: redact-files names \/dev\/zero, which is not a regular file/);
      expect(() => valuesOfFiles(["/dev/zero"])).toThrow(
        /^redact-files names \/dev\/zero, which is not a regular file/,
      );
    },
    30_000,
  );

  it("redact-files: a file that cannot be read is a UsageError naming it and the fix", () => {
    expect(() => valuesOfFiles([join(dir, "missing.env")])).toThrow(UsageError);
    expect(() => valuesOfFiles([join(dir, "missing.env")])).toThrow(
      /missing\.env.*take it out of redact-files/,
    );
  });
});

describe("settings: one name per setting", () => {
  it("plugin option, then JOBAI_REDACT_*, and the option in code over both", () => {
    const env = { JOBAI_REDACT_FILES: `${dotenv},${account}`, JOBAI_REDACT_ALLOW: "build-[0-9a-f]{12}" };
    expect(resolveSettings({}, {}, env).redaction.files).toEqual([dotenv, account]);
    expect(resolveSettings({}, { "redact-files": dotenv }, env).redaction.files).toEqual([dotenv]);
    expect(
      resolveSettings({ redactFiles: [account] }, { "redact-files": dotenv }, env).redaction.files,
    ).toEqual([account]);
    const [allow] = resolveSettings({}, {}, env).redaction.allow;
    expect(allow?.test("build-3f2a9b8c7d6e")).toBe(true);
    // Matched whole: a value that only contains an allowed part is still hidden.
    expect(allow?.test("x-build-3f2a9b8c7d6e-y")).toBe(false);
  });

  it("a pattern that is not a regular expression is a UsageError naming the setting", () => {
    expect(() => resolveSettings({}, { "redact-allow": "([" }, {})).toThrow(
      /redact-allow.*not a regular expression/,
    );
  });
});

describe("the tally and the footer", () => {
  it("count each value hidden once, by the kind of rule that found it; redact-allow keeps a value", () => {
    const env = {
      SERVICE_PLUGIN_CONFIGURATION: JSON.stringify({
        "redact-files": dotenv,
        "redact-allow": ["AbC1dEf2GhI3jKl4MnO5pQr6"],
      }),
      DEPLOY_TOKEN: "tok-9f8e7d6c5b4a",
    };
    const job = createJobContext({ env });
    const scope = job.redaction;
    const log = [
      "Error: deploy failed",
      `+ curl -H "Authorization: token ghp_${"a1B2c3D4e5".repeat(3)}abcdef" https://api.example.com`,
      "+ rabbitmqctl change_password deploy Summer2024!xyz",
      "login as mailer-7731 with tok-9f8e7d6c5b4a",
      "login as mailer-7731 again",
      "build id AbC1dEf2GhI3jKl4MnO5pQr6 kept",
    ].join("\n");
    const out = withRedactionScope(
      scope,
      () => digestText(log, { envSecrets: job.secrets, budget: 100_000 }).text,
    );
    expect(out).not.toContain("ghp_");
    expect(out).not.toContain("Summer2024");
    expect(out).not.toContain("mailer-7731");
    expect(out).not.toContain("tok-9f8e7d6c5b4a");
    expect(out).toContain("AbC1dEf2GhI3jKl4MnO5pQr6");
    expect(scope.tally.counts()).toEqual({
      "named rule": 1,
      "generic detector": 1,
      "job value": 1,
      "user file": 1,
    });
    const footer = redactionLine(scope.tally.counts());
    expect(footer).toBe(
      "4 values redacted (1 by a named rule, 1 by the generic detector, 1 job value, 1 value of redact-files); allow a value with redact-allow",
    );
    const annotation = renderAnnotation({
      title: "Step failed",
      summary: "The deploy failed.",
      digestText: out,
      digestNote: "6 lines",
      redactions: scope.tally.counts(),
    });
    expect(annotation).toContain(`<sub>jobai: ${footer}</sub>`);
    expect(annotation).not.toContain("Summer2024");
  });

  it("no footer line when nothing was redacted", () => {
    expect(redactionLine({})).toBeUndefined();
    expect(redactionLine(undefined)).toBeUndefined();
    expect(redact("all quiet", [])).not.toContain(REDACTED);
  });
});
