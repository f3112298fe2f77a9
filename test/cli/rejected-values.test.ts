/**
 * A value put where it does not belong is named in the error, but never in part: redaction hides
 * whole secret values, so a token cut to its first 40 characters was printed as it was (a job token
 * in JOBAI_SPEND_LIMIT_JOB, JOBAI_LOG_LEVEL, a plugin option's name, `jobai api -F`).
 */
import { describe, expect, it } from "vitest";
import { MAX_REST_BUILDS } from "../../src/cli/commands/emulate.js";
import { runJobaiInProcess } from "../helpers/cli-in-process.js";

const TOKEN = "emujob_ab960b7dd55da7ec0616f61f845c2cd1f86497cf";
const env = { SERVICE_AGENT_ENDPOINT: "http://127.0.0.1:9/v3", SERVICE_AGENT_ACCESS_TOKEN: TOKEN };

/** No piece of the token as long as a short secret (12 characters) anywhere in the output. */
function expectNoPieceOfToken(output: string): void {
  for (let at = 0; at + 12 <= TOKEN.length; at++) expect(output).not.toContain(TOKEN.slice(at, at + 12));
}

describe("a rejected value is shown whole or not at all", () => {
  it.each([
    [
      "JOBAI_SPEND_LIMIT_JOB",
      /spend limit .* got \(a value of 47 characters, not shown\): write it as a plain number/,
    ],
    [
      "JOBAI_SPEND_LIMIT_BUILD",
      /spend limit .* got \(a value of 47 characters, not shown\): write it as a plain number/,
    ],
    [
      "JOBAI_LOG_LEVEL",
      /^jobai: JOBAI_LOG_LEVEL=\(a value of 47 characters, not shown\) is not valid: give one of/,
    ],
    [
      "JOBAI_LOG_FORMAT",
      /^jobai: JOBAI_LOG_FORMAT=\(a value of 47 characters, not shown\) is not valid: give one of/,
    ],
  ])("%s set to the job token: exit 2, the variable and the fix, no piece of the token", async (variable, message) => {
    const run = await runJobaiInProcess(["limits"], { env: { ...env, [variable]: TOKEN } });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(message);
    expectNoPieceOfToken(run.stdout + run.stderr);
  });

  it("a short bad value is still quoted whole", async () => {
    const run = await runJobaiInProcess(["limits"], { env: { ...env, JOBAI_SPEND_LIMIT_JOB: "2USD" } });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain('got "2USD": write it as a plain number');
  });

  it("a plugin option named like a token: one warning that does not print it", async () => {
    const run = await runJobaiInProcess(["limits"], {
      env: { ...env, SERVICE_PLUGIN_CONFIGURATION: JSON.stringify({ [TOKEN]: 1, trigerr: "always" }) },
    });
    expect(run.exitCode).toBe(0);
    expect(run.stderr).toContain("'(a value of 47 characters, not shown)' is not a jobai plugin option");
    expect(run.stderr).toContain("'trigerr' is not a jobai plugin option");
    expectNoPieceOfToken(run.stdout + run.stderr);
  });

  it("jobai api -F with a value that is not JSON", async () => {
    const run = await runJobaiInProcess(["api", "POST", "organizations/acme/teams", "-F", `name={${TOKEN}`], {
      env: {
        ...env,
        SERVICE_API_URL: "http://127.0.0.1:9",
        SERVICE_API_TOKEN: "bkua_0123456789abcdef0123456789abcdef01234567",
      },
    });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain("-F (a value of 48 characters, not shown): not valid JSON");
    expectNoPieceOfToken(run.stdout + run.stderr);
  });
});

describe("a plugin option of the wrong type or range reads the same from every command", () => {
  // zod's English locale, which the full `zod` loads globally, made `jobai limits` say "Invalid
  // input: expected number, received string" where `jobai env` said "must be a number".
  const config = JSON.stringify({ "rate-limit": { requests: "x" }, "spend-limit": { job: -1 } });
  it.each([
    "env",
    "limits",
    "ask",
  ])("jobai %s: exit 2, each option named with what it takes", async (command) => {
    const run = await runJobaiInProcess(command === "ask" ? ["ask", "hi"] : [command], {
      env: { ...env, SERVICE_PLUGIN_CONFIGURATION: config },
    });
    expect(run.exitCode).toBe(2);
    expect(run.stderr.trim()).toBe(
      "jobai: plugin option rate-limit.requests: must be a number\njobai: plugin option spend-limit.job: must be greater than 0",
    );
  });
});

describe("jobai emulate --rest-builds", () => {
  // Seeding takes about 0.3 ms a build and keeps each in memory: 1e9 ran for hours, then out of memory.
  it.each([
    "1e9",
    "100001",
    "-1",
    "2.5",
  ])("--rest-builds %s is refused at once (exit 2), naming the range", async (value) => {
    const run = await runJobaiInProcess(["emulate", "--quiet", "--rest-builds", value], { timeout: 15_000 });
    expect(run.exitCode).toBe(2);
    expect(run.stderr.trim()).toBe(
      `jobai: --rest-builds must be a whole number from 0 to ${MAX_REST_BUILDS}, e.g. --rest-builds 500`,
    );
  });

  it("--help states the largest", async () => {
    const run = await runJobaiInProcess(["emulate", "--help"], { env: { COLUMNS: "400" } });
    expect(run.stdout.replace(/\s+/g, " ")).toContain(`0 for none, at most ${MAX_REST_BUILDS}`);
  });
});
