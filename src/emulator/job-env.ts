import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The `bin/` of the jobai package this code runs from (where the `jobai` command is), found by
 * walking up from this module: it sits at a different depth in src/, dist/ and bundle/.
 */
export function jobaiBinDir(from: string = fileURLToPath(import.meta.url)): string | undefined {
  let dir = dirname(from);
  for (let level = 0; level < 5; level++) {
    if (existsSync(join(dir, "package.json")) && existsSync(join(dir, "bin", "jobai")))
      return join(dir, "bin");
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
  return undefined;
}

/**
 * The fake job's environment, as the agent would set it: the endpoint and token the proxy takes,
 * job facts (spec names: SERVICE_*), and PATH with the agent stand-in first, then jobai's own
 * `bin/`, as the plugin's environment hook puts it in a real job (so `jobai env` works after
 * `source job.env`).
 */
export function fakeJobEnv(options: {
  url: string;
  agentEndpoint: string;
  jobToken: string;
  binDir: string;
  path: string | undefined;
  jobaiBinDir?: string | undefined;
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
    PATH: [options.binDir, options.jobaiBinDir, options.path].filter(Boolean).join(delimiter),
  };
}
