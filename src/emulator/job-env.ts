import { createHash, randomUUID } from "node:crypto";
import { delimiter } from "node:path";

/**
 * The fake job's environment, as the agent would set it: the endpoint and token the proxy takes,
 * job facts (spec names: SERVICE_*), and PATH with the agent stand-in first.
 */
export function fakeJobEnv(options: {
  url: string;
  agentEndpoint: string;
  jobToken: string;
  binDir: string;
  path: string | undefined;
}): Record<string, string> {
  const jobId = randomUUID();
  const buildId = randomUUID();
  const commit = createHash("sha1").update(buildId).digest("hex");
  return {
    SERVICE: "true",
    CI: "true",
    SERVICE_AGENT_ENDPOINT: options.agentEndpoint,
    SERVICE_AGENT_ACCESS_TOKEN: options.jobToken,
    SERVICE_JOB_ID: jobId,
    SERVICE_BUILD_ID: buildId,
    SERVICE_BUILD_NUMBER: "1",
    SERVICE_BUILD_URL: `${options.url}/emulated-org/emulated-pipeline/builds/1`,
    SERVICE_PIPELINE_SLUG: "emulated-pipeline",
    SERVICE_ORGANIZATION_SLUG: "emulated-org",
    SERVICE_BRANCH: "main",
    SERVICE_COMMIT: commit,
    SERVICE_LABEL: ":test_tube: Emulated step",
    SERVICE_STEP_KEY: "emulated-step",
    PATH: options.path ? `${options.binDir}${delimiter}${options.path}` : options.binDir,
  };
}
