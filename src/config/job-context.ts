/**
 * The job as one way in (the CLI, the library's createClient and summarizeJob) resolves it: the
 * environment, the job facts, the plugin configuration, the shared settings, the secret values and
 * the proxy access. Built once at the way in and passed down, so nothing further in reads the
 * environment again (options resolved once into one state object, as Octokit's plugins do).
 *
 * Each part is read on first use and then kept: a command that never calls the proxy never needs
 * the job token, and a bad setting is reported where it was before (inside a hook's summary it
 * becomes a warning annotation, not a failed step).
 */
import { valuesOfFiles } from "../redact/redact-files.js";
import { type RedactionScope, RedactionTally } from "../redact/redaction-scope.js";
import { secretValuesFromEnv } from "../secrets.js";
import { type JobFacts, type ProxyAccess, readJobFacts, readProxyAccess } from "./job-env.js";
import { type PluginConfig, readPluginConfig } from "./plugin-config.js";
import { resolveSettings, type Settings, type SettingsOptions } from "./settings.js";

export interface JobContext {
  /** The environment every part was read from; child processes (the agent CLI) get it too. */
  readonly env: NodeJS.ProcessEnv;
  /** Facts about the running job, all optional (SERVICE_JOB_ID, SERVICE_BUILD_NUMBER, ...). */
  readonly facts: JobFacts;
  /** The step's plugin options; throws a UsageError naming a bad option. */
  readonly plugin: PluginConfig;
  /** The shared settings: the way in's options, then the plugin's, then JOBAI_*, then defaults. */
  readonly settings: Settings;
  /**
   * The environment's secret values and those of the files of `redact-files`, longest first:
   * redacted from every text that leaves jobai. (A file that cannot be read is left out here and
   * reported by `redaction`, which a summary reads first.)
   */
  readonly secrets: readonly string[];
  /**
   * What redaction needs beyond the values (issue 33): allowed values, the job's commit, the
   * values of `redact-files` and a tally of what was hidden. Throws a UsageError naming a file that
   * cannot be read or a pattern that is not a regular expression.
   */
  readonly redaction: RedactionScope;
  /** The agent endpoint and the job token; throws a UsageError outside a job. */
  readonly access: ProxyAccess;
}

export interface JobContextOptions {
  /** Default process.env. */
  env?: NodeJS.ProcessEnv | undefined;
  /** Settings given in code or as CLI flags; they win over the plugin's and JOBAI_*. */
  settings?: SettingsOptions | undefined;
}

/** A value computed on first read and kept; a read that throws is tried again next time. */
function once<T>(read: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = read();
      done = true;
    }
    return value;
  };
}

export function createJobContext(options: JobContextOptions = {}): JobContext {
  const env = options.env ?? process.env;
  const facts = once(() => readJobFacts(env));
  const plugin = once(() => readPluginConfig(env));
  const settings = once(() => resolveSettings(options.settings ?? {}, plugin(), env));
  const redaction = once((): RedactionScope => {
    const { files, allow } = settings().redaction;
    const commit = facts().SERVICE_COMMIT?.trim().toLowerCase();
    return {
      allow,
      commits: new Set(commit && /^[0-9a-f]{7,64}$/.test(commit) ? [commit] : []),
      fileValues: new Set(valuesOfFiles(files)),
      tally: new RedactionTally(),
    };
  });
  const secrets = once(() => {
    let fileValues: string[] = [];
    try {
      fileValues = [...redaction().fileValues];
    } catch {}
    return [...new Set([...secretValuesFromEnv(env), ...fileValues])].sort((a, b) => b.length - a.length);
  });
  const access = once(() => readProxyAccess(env));
  return {
    env,
    get facts() {
      return facts();
    },
    get plugin() {
      return plugin();
    },
    get settings() {
      return settings();
    },
    get secrets() {
      return secrets();
    },
    get redaction() {
      return redaction();
    },
    get access() {
      return access();
    },
  };
}
