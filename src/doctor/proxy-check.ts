/**
 * Is the proxy reachable, and does it take the job token? One call that costs nothing: GET
 * /v1/models (the first page). It sends no prompt, so it counts no input tokens and needs no model
 * name that could itself be wrong; count-tokens would need both a model the proxy knows and a
 * body, and could fail for a reason other than the one checked. It may count as one request of
 * the proxy's 50 a minute. It goes around the shared limiter and without retries: the doctor
 * reports what the proxy answers now, not after its turn in a full window.
 */
import type { JobContext } from "../config/job-context.js";
import { ProxySilentError } from "../provider/answer-deadline.js";
import { describeProviderError } from "../provider/api-error.js";
import { createClient } from "../provider/client.js";
import { boundText, type CheckResult, DOCTOR_CHECK_MS, fail, failFrom, ok } from "./check.js";

const FIXES: Record<number, string> = {
  401: "SERVICE_AGENT_ACCESS_TOKEN must be this job's token, as the agent sets it: run inside a job, or source 'jobai emulate'",
  403: "the job token may not use the proxy: check the pipeline's settings for the model-provider proxy",
  404: "check SERVICE_AGENT_ENDPOINT: it must be the agent endpoint (jobai adds /ai/vendor), as the agent sets it",
};

function fixFor(status: number | undefined): string {
  if (status === undefined)
    return "check SERVICE_AGENT_ENDPOINT (the agent endpoint, as the agent sets it) and that this machine reaches it";
  return (
    FIXES[status] ??
    (status >= 500
      ? "the proxy or the provider failed: try again in a minute; jobai's own calls retry this (4 times, about 7.5 s)"
      : "see the message above; 'jobai ask hi' shows the whole exchange")
  );
}

export async function checkProxy(job: JobContext, boundMs = DOCTOR_CHECK_MS): Promise<CheckResult> {
  let client: ReturnType<typeof createClient>;
  try {
    client = createClient({ context: job, limiter: false, maxRetries: 0, timeout: boundMs });
  } catch (error) {
    return failFrom("proxy", error, "set SERVICE_AGENT_ENDPOINT and SERVICE_AGENT_ACCESS_TOKEN", job.secrets);
  }
  const started = Date.now();
  try {
    const page = await client.models.list({ limit: 100 });
    const took = ((Date.now() - started) / 1000).toFixed(1);
    const count = page.data.length;
    return ok(
      "proxy",
      `${client.baseURL} took the job token (GET /v1/models: ${count} ${count === 1 ? "model" : "models"}, in ${took} s)`,
    );
  } catch (error) {
    if (error instanceof ProxySilentError) {
      return fail(
        "proxy",
        `${client.baseURL} gave no answer within ${boundText(boundMs)} (GET /v1/models; the doctor's bound for each check)`,
        "check that the proxy at SERVICE_AGENT_ENDPOINT is up and answers (a slow one: 'jobai doctor --timeout 10')",
      );
    }
    const described = describeProviderError(error, client.baseURL);
    const status = "status" in described ? described.status : undefined;
    if (status === 429) {
      // The proxy checks the token before its limits: a 429 is an accepted token in a full window.
      return ok(
        "proxy",
        `${client.baseURL} took the job token; its rate limit is used up right now (429), so requests will wait`,
      );
    }
    return fail("proxy", described.message, fixFor(status));
  } finally {
    await client.close();
  }
}
