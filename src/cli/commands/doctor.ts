import { createJobContext } from "../../config/job-context.js";
import { DOCTOR_CHECK_MS } from "../../doctor/check.js";
import { reportText } from "../../doctor/report-text.js";
import { runDoctor } from "../../doctor/run-doctor.js";
import { defineCommand } from "../define-command.js";
import { jsonOption } from "../options/json.js";
import { timeoutMs } from "../options/timeout.js";
import { printJson } from "../output.js";

export default defineCommand({
  command: "doctor",
  describe: "Check what a job needs (variables, proxy and token, REST token, state directory, store, relay)",
  builder: (yargs) =>
    jsonOption(yargs, 'Print {"ok", "checks": [{"name", "status", "detail", "fix"}]} as JSON')
      .option("timeout", {
        type: "number",
        describe: `Seconds each check that reaches a server may take; they run side by side (default ${DOCTOR_CHECK_MS / 1000})`,
      })
      .example("jobai doctor", "A line per check, with the fix under each that failed")
      .example(
        "jobai doctor --json | jq -r '.checks[] | select(.status == \"fail\") | .fix'",
        "Only the fixes",
      )
      .epilogue(
        "Checks: the variables (SERVICE_AGENT_ENDPOINT, SERVICE_AGENT_ACCESS_TOKEN); the settings (JOBAI_*,\n" +
          "the plugin's options); the proxy and the job token, with one call that counts no tokens (GET\n" +
          "/v1/models, no retry); the REST token and its scopes (GET /v2/access-token, when SERVICE_API_TOKEN\n" +
          "is set); the state directory (JOBAI_STATE_DIR); the limiter's store (the file store's directory\n" +
          "writable; Redis reachable and taking writes); a relay this job recorded. Nothing is printed\n" +
          "that holds a token.\n" +
          "Exit codes: 0 every check passed or was not needed, 1 a check failed, 2 bad input.",
      ),
  handler: async (args) => {
    const report = await runDoctor(createJobContext(), timeoutMs(args.timeout) ?? DOCTOR_CHECK_MS);
    if (args.json) printJson(report);
    else process.stdout.write(reportText(report));
    if (!report.ok) process.exitCode = 1;
  },
});
