/**
 * The REST API token, when the job has one: `GET /v2/access-token` names its scopes (spec:
 * Authentication). It is optional: only the REST commands and summaries that fetch the job's log
 * over REST need it, and those need `read_builds` and `read_build_logs` (src/summarize/log-source.ts).
 */
import type { JobContext } from "../config/job-context.js";
import { createRestClient } from "../rest/client.js";
import { isRestError } from "../rest/errors.js";
import { LOG_SCOPE, LOG_SCOPES } from "../summarize/log-source.js";
import { boundText, type CheckResult, DOCTOR_CHECK_MS, fail, failFrom, ok, skip } from "./check.js";

function fixFor(status: number): string {
  if (status === 401)
    return "SERVICE_API_TOKEN was refused (revoked, or not a token of this service): create an API access token and export it as SERVICE_API_TOKEN";
  if (status === 0)
    return "check SERVICE_API_URL (the REST API address, https://...) and that this machine reaches it";
  if (status === 429) return "the REST API's rate limit is used up: try again after its reset";
  return "check SERVICE_API_URL and SERVICE_API_TOKEN";
}

export async function checkRestApi(job: JobContext, boundMs = DOCTOR_CHECK_MS): Promise<CheckResult> {
  if (!job.env.SERVICE_API_TOKEN?.trim()) {
    return skip(
      "rest-api",
      `SERVICE_API_TOKEN is not set: only the REST commands and summaries that fetch the job's log over REST need it (scopes ${LOG_SCOPE})`,
    );
  }
  let api: ReturnType<typeof createRestClient>;
  try {
    api = createRestClient({
      env: job.env,
      // The doctor asks once and reports: no shared budget to wait for, no retry, no 429 waited out.
      rateLimitStore: "off",
      timeoutMs: boundMs,
      retryTimeMs: 1,
      maxRetries: 0,
      onRateLimit: () => false,
    });
  } catch (error) {
    return failFrom("rest-api", error, "set SERVICE_API_URL and SERVICE_API_TOKEN", job.secrets);
  }
  try {
    const token = await api.accessToken.get();
    const scopes = [...token.scopes].sort();
    const listed = scopes.length > 0 ? scopes.join(", ") : "none";
    const missing = LOG_SCOPES.filter((scope) => !scopes.includes(scope));
    if (missing.length > 0) {
      const named = missing.join(" and ");
      return fail(
        "rest-api",
        `the token at ${api.baseUrl} has the scopes ${listed}, without ${named}`,
        `give the API token the ${named} scope${missing.length > 1 ? "s" : ""} (summaries fetch the job's build and log with ${LOG_SCOPE}), or unset SERVICE_API_TOKEN`,
      );
    }
    return ok("rest-api", `${api.baseUrl} took SERVICE_API_TOKEN; its scopes: ${listed}`);
  } catch (error) {
    if (isRestError(error) && error.status === 0 && error.serverMessage.startsWith("no answer within")) {
      return fail(
        "rest-api",
        `${api.baseUrl} gave no answer within ${boundText(boundMs)} (GET /v2/access-token; the doctor's bound for each check)`,
        "check that the REST API at SERVICE_API_URL is up and answers (a slow one: 'jobai doctor --timeout 10')",
      );
    }
    return failFrom("rest-api", error, fixFor(isRestError(error) ? error.status : 0), job.secrets);
  } finally {
    await api.close();
  }
}
