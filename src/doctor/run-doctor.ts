/**
 * `jobai doctor`: every check a job's use of jobai depends on, in one pass, each saying what it
 * found and, when it fails, what to fix (as `gh auth status` does for its hosts). The checks that
 * reach a server run side by side, each bounded in time, so the whole takes about as long as the
 * slowest answer.
 */
import type { JobContext } from "../config/job-context.js";
import type { Settings } from "../config/settings.js";
import { storeKey } from "../limit/create.js";
import { modelOf } from "../provider/model.js";
import { redact } from "../secrets.js";
import { type CheckResult, DOCTOR_CHECK_MS, failFrom, ok, skip } from "./check.js";
import { checkStateDir, checkStore } from "./local-checks.js";
import { checkProxy } from "./proxy-check.js";
import { checkRelay } from "./relay-check.js";
import { checkRestApi } from "./rest-check.js";

export interface DoctorReport {
  /** Every check passed or was not needed. */
  ok: boolean;
  checks: CheckResult[];
}

const HOW_TO_SET = "run inside a job, or start 'jobai emulate' and source its output";

function checkVariables(job: JobContext): CheckResult {
  try {
    const { endpoint } = job.access;
    const jobId = job.facts.SERVICE_JOB_ID;
    return ok(
      "variables",
      redact(
        `SERVICE_AGENT_ENDPOINT is ${endpoint}, SERVICE_AGENT_ACCESS_TOKEN is set; ${jobId ? `job ${jobId}` : "SERVICE_JOB_ID is not set (not inside a job)"}`,
        job.secrets,
      ),
    );
  } catch (error) {
    return failFrom("variables", error, HOW_TO_SET, job.secrets);
  }
}

function describeSettings(settings: Settings, model: string): string {
  const { requests, inputTokens, windowMs } = settings.limits;
  const window = windowMs % 1000 === 0 ? `${windowMs / 1000} s` : `${windowMs} ms`;
  return `store ${settings.store}; ${requests} ${requests === 1 ? "request" : "requests"} and ${inputTokens.toLocaleString("en-US")} input tokens per ${window}; model ${model}`;
}

/** The settings (JOBAI_*, the plugin's options) resolve, or the check says which one is wrong. */
function checkSettings(job: JobContext): { result: CheckResult; settings?: Settings } {
  try {
    const settings = job.settings;
    return { result: ok("settings", describeSettings(settings, modelOf(job))), settings };
  } catch (error) {
    return {
      result: failFrom(
        "settings",
        error,
        "give the setting named a value it takes ('jobai limits --help' lists the settings)",
        job.secrets,
      ),
    };
  }
}

/** `boundMs`: each check that reaches a server ends within it (default DOCTOR_CHECK_MS). */
export async function runDoctor(job: JobContext, boundMs = DOCTOR_CHECK_MS): Promise<DoctorReport> {
  const variables = checkVariables(job);
  const { result: settingsResult, settings } = checkSettings(job);
  const needs = (what: string) => (name: CheckResult["name"]) =>
    Promise.resolve(skip(name, `not checked: it needs ${what} (see above)`));
  const noVariables = needs("SERVICE_AGENT_ENDPOINT and SERVICE_AGENT_ACCESS_TOKEN");
  const noSettings = needs("settings that resolve");
  const stateDir = settings ? checkStateDir(settings) : await noSettings("state-dir");
  const [proxy, restApi, store, relay] = await Promise.all([
    variables.status === "ok" ? checkProxy(job, boundMs) : noVariables("proxy"),
    checkRestApi(job, boundMs),
    settings ? checkStore(settings, storeKey(job.env), job.secrets, boundMs) : noSettings("store"),
    !settings
      ? noSettings("relay")
      : stateDir.status !== "ok"
        ? needs("a state directory that works")("relay")
        : variables.status !== "ok"
          ? noVariables("relay")
          : checkRelay(job, boundMs),
  ]);
  const checks = [variables, settingsResult, proxy, restApi, stateDir, store, relay];
  return { ok: checks.every((check) => check.status !== "fail"), checks };
}
