import { createAgentCli } from "../../agent/agent-cli.js";
import { createJobContext } from "../../config/job-context.js";
import { UsageError } from "../../errors.js";
import { DEFAULT_REST_TIMEOUT_MS } from "../../rest/client.js";
import type { BuildRef } from "../../rest/paths.js";
import { redact, redactValue } from "../../secrets.js";
import { type BuildUsage, buildUsage, type UsageTotals } from "../../usage/build-usage.js";
import { pricesOf } from "../../usage/prices.js";
import { annotateBuildUsage, costText, seconds, totalsLine } from "../../usage/usage-annotation.js";
import { formatCount } from "../../usage/usage-chart.js";
import { defineCommand } from "../define-command.js";
import { jsonOption } from "../options/json.js";
import { timeoutFlag, timeoutMs } from "../options/timeout.js";
import { printJson, printTable } from "../output.js";
import { counted } from "../plural.js";
import { withRestClient } from "../rest-client.js";

const COLUMNS = [
  "job",
  "model",
  "requests",
  "input",
  "cache_write",
  "cache_read",
  "output",
  "cost",
  "waited",
] as const;

const row = (name: string, model: string, usage: UsageTotals) => ({
  job: name,
  model,
  requests: formatCount(usage.requests),
  input: formatCount(usage.inputTokens),
  cache_write: formatCount(usage.cacheWriteTokens),
  cache_read: formatCount(usage.cacheReadTokens),
  output: formatCount(usage.outputTokens),
  cost: costText(usage),
  waited: seconds(usage.waitedMs),
});

function printUsage(usage: BuildUsage): void {
  const rows = usage.jobs.map((job) => row(job.label, job.model, job));
  if (usage.models.length > 1) {
    for (const model of usage.models)
      rows.push(row(`(model total: ${counted(model.jobs, "job")})`, model.model, model));
  }
  rows.push(row("(build total)", "", usage.total));
  printTable(rows, COLUMNS);
}

export default defineCommand({
  command: "usage",
  describe: "Show a build's model usage per job and per model, from its meta-data; --annotate posts it",
  builder: (yargs) =>
    jsonOption(
      yargs
        .option("timeout", timeoutFlag("api", DEFAULT_REST_TIMEOUT_MS))
        .option("build", {
          type: "number",
          describe: "Build number (default in a job: SERVICE_BUILD_NUMBER)",
        })
        .option("org", {
          type: "string",
          describe: "Organization slug (default in a job: SERVICE_ORGANIZATION_SLUG)",
        })
        .option("pipeline", {
          type: "string",
          describe: "Pipeline slug (default in a job: SERVICE_PIPELINE_SLUG)",
        })
        .option("prices", {
          type: "string",
          describe:
            "A JSON file of model prices over the shipped ones (default JOBAI_PRICES, plugin option prices)",
        })
        .option("annotate", {
          type: "boolean",
          default: false,
          describe:
            "Post it as a build annotation with a chart of tokens per job (the running job's build only)",
        }),
      "Print the usage as JSON: jobs, models, total (tokens by kind, costUsd), skipped",
    )
      .example('jobai usage --build "$SERVICE_BUILD_NUMBER"', "This build's usage so far, per job")
      .example('jobai usage --build "$SERVICE_BUILD_NUMBER" --annotate', "In a build's last step: post it")
      .example("jobai usage --org acme --pipeline app --build 120 --json", "Another build's, as JSON")
      .epilogue(
        "Reads the build's meta-data (GET .../builds/{number}): each job's jobai-<job id>-usage (its\n" +
          "summaries), jobai-<job id>-relay-usage (its relay, kept by 'jobai relay stop'),\n" +
          "-ask-usage, -count-tokens-usage, -library-usage (jobai ask, count-tokens, createClient) and\n" +
          "jobai-build-<id>-usage ('jobai summarize --build'). A key whose value is not a usage record is\n" +
          "skipped with a warning. Cost is in USD at the shipped prices, or a prices file's (--prices,\n" +
          "JOBAI_PRICES, plugin option prices); a model without a price shows 'unknown', never 0 USD. Needs SERVICE_API_URL and SERVICE_API_TOKEN (scope read_builds);\n" +
          "--annotate needs the agent CLI (a job of that build). The plugin option usage-report: true\n" +
          "runs 'jobai usage --annotate' in the step's pre-exit hook.\n" +
          "Exit codes: 0 ok (an empty build too: it says so on stderr), 1 API or agent error, 2 bad input.",
      ),
  handler: async (args) => {
    const job = createJobContext({ settings: { prices: args.prices } });
    const facts = job.facts;
    const given = args.build;
    const fromJob = facts.SERVICE_BUILD_NUMBER === undefined ? undefined : Number(facts.SERVICE_BUILD_NUMBER);
    const number = given ?? fromJob;
    if (number === undefined || !Number.isSafeInteger(number) || number < 1) {
      throw new UsageError(
        given === undefined
          ? "--build is needed: give the build's number (inside a job it defaults to SERVICE_BUILD_NUMBER)."
          : "--build must be a build number, a positive integer such as 42 (not the build's UUID).",
      );
    }
    const organization = args.org ?? facts.SERVICE_ORGANIZATION_SLUG;
    const pipeline = args.pipeline ?? facts.SERVICE_PIPELINE_SLUG;
    if (!organization || !pipeline) {
      throw new UsageError(
        `${organization ? "--pipeline" : "--org"} is needed: give the build's ${organization ? "pipeline" : "organization"} slug (inside a job it defaults to ${organization ? "SERVICE_PIPELINE_SLUG" : "SERVICE_ORGANIZATION_SLUG"}).`,
      );
    }
    const ref: BuildRef = { organization, pipeline, number };
    // A bad prices file is bad input: said before anything is fetched.
    const prices = pricesOf(job);
    if (args.annotate) {
      // The agent CLI annotates the build of the job it runs in, whatever build was read.
      const own =
        fromJob === number &&
        organization === facts.SERVICE_ORGANIZATION_SLUG &&
        pipeline === facts.SERVICE_PIPELINE_SLUG;
      if (!own) {
        throw new UsageError(
          `--annotate posts on the running job's build (${fromJob === undefined ? "none: SERVICE_BUILD_NUMBER is not set" : `#${fromJob}`}), not build #${number}: run it in a job of that build, or leave out --annotate.`,
        );
      }
    }
    const usage = await withRestClient(
      "read_builds",
      (api) => buildUsage(api, ref, { secrets: job.secrets, prices }),
      job,
      timeoutMs(args.timeout),
    );
    for (const skip of usage.skipped) {
      process.stderr.write(`jobai: warning: skipped meta-data key ${skip.key}: ${skip.reason}\n`);
    }
    if (usage.jobs.length === 0) {
      process.stderr.write(
        `jobai: build #${number} has no usage records: no job of it set a jobai-<job id>-usage meta-data key (a summary sets one)\n`,
      );
    }
    if (args.json) printJson(redactValue(usage, job.secrets));
    else if (usage.jobs.length > 0) printUsage(usage);
    if (args.annotate) {
      if (usage.jobs.length === 0) {
        process.stderr.write("jobai: no annotation posted: there is no usage to show\n");
        return;
      }
      await annotateBuildUsage(createAgentCli({ context: job }), usage);
      process.stderr.write(
        `jobai: usage annotation posted (context jobai-usage): ${redact(totalsLine(usage.total, usage.jobs.length), job.secrets)}\n`,
      );
    }
  },
});
