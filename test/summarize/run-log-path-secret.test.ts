/**
 * `jobai run --log PATH` quotes the path twice: in the warning when the log cannot be kept, and in
 * the closing "output kept in" line. A path built from a token (`--log "/tmp/$TOKEN.log"`, or a
 * directory named after one) must not print it: both lines are redacted like every other message.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runJobai } from "../helpers/cli.js";

const TOKEN = "bkjt_7fQ2mZx9LkP4wR8sT1vYc3Nd6HbJ0aEu";
const area = mkdtempSync(join(tmpdir(), "jobai-run-log-"));
afterAll(() => rmSync(area, { recursive: true, force: true }));

const env = { SERVICE_AGENT_ACCESS_TOKEN: TOKEN, SERVICE_JOB_ID: "job-run-log", TMPDIR: area };

describe("jobai run --log with a token in the path", () => {
  it("does not print the token when the log cannot be made", async () => {
    const run = await runJobai(["run", "--log", join(area, "missing", `${TOKEN}.log`), "--", "true"], {
      env,
    });
    expect(run.exitCode).toBe(0);
    expect(run.stderr).toContain("not kept for the summary");
    expect(run.stderr).toContain("[REDACTED");
    expect(run.stderr).not.toContain(TOKEN);
  });

  it("does not print the token in the line that says where the output is kept", async () => {
    const run = await runJobai(["run", "--log", join(area, `${TOKEN}.log`), "--", "true"], { env });
    expect(run.exitCode).toBe(0);
    expect(run.stderr).toContain("output kept in");
    expect(run.stderr).not.toContain(TOKEN);
  });
});
