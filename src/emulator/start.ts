import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultPriceTable } from "../usage/default-prices.js";
import { AgentState } from "./agent/agent-state.js";
import { installStandIn } from "./agent/stand-in-script.js";
import { FaultBook } from "./faults.js";
import { DEFAULT_MAX_BODY_BYTES } from "./http/body.js";
import { fakeJobEnv, jobaiBinDir } from "./job-env.js";
import type { PromptCacheOptions } from "./provider/prompt-cache.js";
import { Provider } from "./provider/provider.js";
import { parseScript } from "./provider/script.js";
import { ProxyLimiter } from "./proxy/limits.js";
import { createRestApi } from "./rest/api.js";
import {
  AGENT_ENDPOINT_PATH,
  createEmulatorServer,
  type PageHandler,
  PROXY_PREFIX,
  type RestHandler,
} from "./server.js";
import type { EmulatorOptions, RecordedRequest, RunningEmulator } from "./types.js";

/** Options beyond the shared contract, for tests of the emulator's finer behaviour. */
export interface StartEmulatorOptions extends EmulatorOptions {
  /**
   * Prompt caching: the shortest cacheable prefix for every model (default each model's own, from
   * the provider's table), the entry lifetimes and the lookback (default 20 blocks).
   */
  promptCache?: PromptCacheOptions;
  /** Largest request body (default 32 MB, the provider's); larger ones get `request_too_large` 413. */
  maxBodyBytes?: number;
  /** The PATH the fake job's PATH extends (default this process's PATH). */
  basePath?: string;
  /** Called once per request when its response has ended, e.g. to log it (`jobai emulate` does). */
  onResponse?: (entry: RecordedRequest) => void;
}

/** The emulator as `startEmulator()` returns it, with the provider's own address and key. */
export interface StartedEmulator extends RunningEmulator {
  /** The provider's key, which the proxy sets as `x-api-key` towards the provider. */
  providerKey: string;
  /** The directory holding the agent stand-in (`service-agent`), first on `env.PATH`. */
  binDir: string;
  /** Where the agent stand-in keeps annotations and uploaded artifacts. */
  stateDir: string;
}

/**
 * Start the emulated service on 127.0.0.1: the provider, the model-provider proxy at
 * `{agentEndpoint}/ai/vendor`, the agent CLI stand-in, and the REST API mount point.
 */
export async function startEmulator(options: StartEmulatorOptions = {}): Promise<StartedEmulator> {
  const now = options.now ?? Date.now;
  // Validate first: a bad script is the caller's mistake, reported before anything starts.
  const script =
    options.script === undefined ? undefined : parseScript(options.script, "startEmulator({ script })");
  const jobToken = options.jobToken ?? `emujob_${randomBytes(20).toString("hex")}`;
  if (/\s/.test(jobToken) || jobToken === "")
    throw new Error("emulator jobToken must be one word without white space");
  const providerKey = `sk-ant-emulator-${randomBytes(16).toString("hex")}`;
  const limiter = new ProxyLimiter(options.limits);
  const ownStateDir = options.stateDir === undefined;
  const stateDir = options.stateDir ?? (await mkdtemp(join(tmpdir(), "jobai-emulator-")));
  const binDir = await installStandIn(join(stateDir, "bin"));
  const traffic: RecordedRequest[] = [];
  const faults = new FaultBook();
  // ---- REST API v2 emulator (owned by src/emulator/rest/): create its handler here. ----
  const restApi = createRestApi({ now });
  const rest: RestHandler | undefined = restApi.handle;
  // One store: the agent stand-in writes to the fake job's build in the REST store (added below).
  let fakeJobId = "";
  const agent = new AgentState(stateDir, () => restApi.jobRecords(fakeJobId));
  const provider = new Provider({
    now,
    ...(options.promptCache ? { cache: options.promptCache } : {}),
    ...(script ? { script } : {}),
  });

  // The web pages load on the first page asked for: Markdown, the sanitiser and the ANSI renderer
  // are not needed to start, nor by a script that never opens a page.
  let pagesModule: Promise<typeof import("./pages/routes.js")> | undefined;
  const prices = options.prices ?? defaultPriceTable();
  const pages: PageHandler = async (req, res, path) => {
    pagesModule ??= import("./pages/routes.js");
    const { handlePage } = await pagesModule;
    return handlePage({ store: restApi.store, limiter, now, jobEnv: env, prices }, req, res, path);
  };

  const server = createEmulatorServer({
    prices,
    provider,
    limiter,
    faults,
    jobToken,
    providerKey,
    now,
    traffic,
    agent,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    rest,
    pages,
    onResponse: options.onResponse,
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  }).catch(async (error: unknown) => {
    if (ownStateDir) await rm(stateDir, { recursive: true, force: true });
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const agentEndpoint = `${url}${AGENT_ENDPOINT_PATH}`;
  const env = fakeJobEnv({
    url,
    agentEndpoint,
    jobToken,
    binDir,
    jobaiBinDir: jobaiBinDir(),
    path: options.basePath ?? process.env.PATH,
  });
  // The REST API shares the server; the fake job's own build is there, so "this job" resolves.
  env.SERVICE_API_URL = url;
  env.SERVICE_API_TOKEN = restApi.token;
  fakeJobId = env.SERVICE_JOB_ID ?? "";
  restApi.addJobBuild({
    organization: env.SERVICE_ORGANIZATION_SLUG ?? "emulated-org",
    pipeline: env.SERVICE_PIPELINE_SLUG ?? "emulated-pipeline",
    number: Number(env.SERVICE_BUILD_NUMBER ?? 1),
    buildId: env.SERVICE_BUILD_ID ?? "",
    jobId: env.SERVICE_JOB_ID ?? "",
    commit: env.SERVICE_COMMIT ?? "",
    branch: env.SERVICE_BRANCH ?? "main",
  });

  let closed: Promise<void> | undefined;
  return {
    url,
    agentEndpoint,
    proxyUrl: `${url}${PROXY_PREFIX}`,
    jobToken,
    providerKey,
    binDir,
    stateDir,
    env,
    traffic,
    agentCalls: async () => [...agent.calls],
    annotations: async () => [...agent.annotations.values()],
    metaData: async () => Object.fromEntries(agent.metaData),
    artifacts: async () => agent.artifacts.map((artifact) => ({ ...artifact })),
    proxy: {
      counters: () => limiter.counters(),
      setLimits: (limits) => limiter.set(limits),
    },
    faults: {
      add: (rule) => faults.add(rule),
      clear: () => faults.clear(),
    },
    setScript: (next) =>
      provider.setScript(next === undefined ? undefined : parseScript(next, "setScript(script)")),
    // ---- REST fields (restUrl, apiToken) go here. ----
    restUrl: url,
    apiToken: restApi.token,
    rest: (({ handle: _handle, ...controls }) => controls)(restApi),
    close: () => {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => (ownStateDir ? rm(stateDir, { recursive: true, force: true }) : undefined));
      return closed;
    },
  };
}
