/**
 * A relay this job started (`relay: true`, or `jobai relay --daemon`): when its address file is
 * there, the relay must answer. The check is one call of the relay's own status function
 * (src/relay/relay-lifecycle.ts, relayStatus), so it verifies the relay the way `jobai relay status`
 * does, whatever that is.
 */
import { lstatSync } from "node:fs";
import type { JobContext } from "../config/job-context.js";
import { isUsageError } from "../errors.js";
import { relayFiles, relayStatus } from "../relay/relay-lifecycle.js";
import { type CheckResult, DOCTOR_CHECK_MS, failFrom, ok, skip, within } from "./check.js";

export async function checkRelay(job: JobContext, boundMs = DOCTOR_CHECK_MS): Promise<CheckResult> {
  let addressFile: string;
  try {
    addressFile = relayFiles(job, {}).addressFile;
    lstatSync(addressFile);
  } catch {
    return skip(
      "relay",
      "none recorded for this job: only tools other than the SDK need one (the plugin's relay: true, or 'jobai relay --daemon')",
    );
  }
  try {
    // relayStatus takes no signal: a relay that hangs is left behind, not waited for.
    const status = await within(relayStatus(addressFile), boundMs, "the relay");
    const { record, usage } = status;
    return ok(
      "relay",
      `${record.url} (pid ${record.pid}) answers; ${usage.requests} ${usage.requests === 1 ? "request" : "requests"} so far`,
    );
  } catch (error) {
    const fix = `run 'jobai relay stop', then 'jobai relay --daemon' (its address file is ${addressFile})`;
    if (isUsageError(error)) return failFrom("relay", error, fix, job.secrets);
    // fetch's own message is "fetch failed"; the reason (ECONNREFUSED, ...) is its cause.
    const reason = [error, (error as { cause?: unknown }).cause]
      .filter((part): part is Error => part instanceof Error)
      .map((part) => part.message)
      .join(": ");
    return failFrom(
      "relay",
      new Error(`the relay recorded in ${addressFile} does not answer: ${reason}`),
      fix,
      job.secrets,
    );
  }
}
