import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { startEmulator } from "../../emulator/index.js";
import { formatUsd } from "../../usage/cost.js";
import { defineCommand } from "../define-command.js";

/** The package root (where plugin.yml and hooks/ are), from this module in src/ or in the bundle. */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, "plugin.yml")) && existsSync(join(dir, "hooks", "post-command"))) return dir;
    dir = dirname(dir);
  }
  throw new Error("cannot find the jobai package (plugin.yml, hooks/) above this module");
}

/** A small project whose test fails, run with node's own test runner: a real failing step. */
const SAMPLE_TEST = `import { test } from "node:test";
import assert from "node:assert/strict";

function applyDiscount(total, percent) {
  return total - total * (percent / 10); // the bug: should divide by 100
}

test("totals add up", () => {
  for (let i = 0; i < 20; i++) console.log("checking cart " + i);
  assert.equal(1 + 1, 2);
});

test("applies a 10% discount", () => {
  assert.equal(applyDiscount(90, 10), 81);
});
`;

const say = (text: string) =>
  process.stdout.write(process.stdout.isTTY ? `\n\x1b[1m== ${text}\x1b[0m\n` : `\n== ${text}\n`);

export default defineCommand({
  command: "demo",
  describe: "Run the whole thing offline: a failing step under jobai run, summarized against the emulator",
  builder: (yargs) =>
    yargs
      .option("keep", { type: "boolean", default: false, describe: "Keep the demo's temp directory" })
      .example("npm run demo", "The README's main command")
      .epilogue(
        "Starts the emulator on 127.0.0.1 (provider, proxy, REST API, agent stand-in), runs a sample\n" +
          "failing test step under 'jobai run', runs the plugin's post-command and pre-exit hooks with\n" +
          "real bash as the agent would, and prints the annotation, the artifacts, the usage and the\n" +
          "limiter's window. No network beyond loopback.",
      ),
  handler: async (args) => {
    const root = packageRoot();
    const bin = join(root, "bin", "jobai.js");
    const work = await mkdtemp(join(tmpdir(), "jobai-demo-"));
    const emu = await startEmulator({ stateDir: join(work, "emulator") });
    try {
      const project = join(work, "project");
      await execa("mkdir", ["-p", project]);
      await writeFile(join(project, "cart.test.mjs"), SAMPLE_TEST);
      const env: Record<string, string> = {
        ...emu.env,
        HOME: process.env.HOME ?? work,
        JOBAI_STATE_DIR: join(work, "state"),
        SERVICE_COMMAND: "node --test cart.test.mjs",
        SERVICE_LABEL: ":test_tube: Cart tests",
        SERVICE_PLUGIN_JOBAI_CONTEXT_FILES: "AGENT.md",
      };
      await writeFile(
        join(project, "AGENT.md"),
        "Tests use node:test. Prices are in cents in the API, in dollars here.\n",
      );
      const run = (file: string, argv: string[]) =>
        execa(file, argv, {
          env,
          extendEnv: false,
          cwd: project,
          reject: false,
          stdout: "inherit",
          stderr: "inherit",
        });

      say(`Emulator on ${emu.url} (proxy ${emu.proxyUrl}); a fake job ${env.SERVICE_JOB_ID}`);
      say("Step: jobai run -- node --test cart.test.mjs");
      const step = await run(process.execPath, [
        bin,
        "run",
        "--",
        process.execPath,
        "--test",
        "cart.test.mjs",
      ]);
      env.SERVICE_COMMAND_EXIT_STATUS = String(step.exitCode ?? 1);

      say(`Plugin hook post-command (exit status ${env.SERVICE_COMMAND_EXIT_STATUS}, trigger on-failure)`);
      const started = Date.now();
      await run("bash", [join(root, "hooks", "post-command")]);
      process.stdout.write(
        `(hook done in ${((Date.now() - started) / 1000).toFixed(1)} s, exit 0 whatever happens)\n`,
      );

      for (const annotation of await emu.annotations()) {
        say(
          `Annotation (context ${annotation.context}, style ${annotation.style}) as the build page shows it`,
        );
        process.stdout.write(`${annotation.body}\n`);
      }
      say("Artifacts and meta-data");
      for (const artifact of await emu.artifacts())
        process.stdout.write(`artifact  ${artifact.path} (${artifact.size} bytes)\n`);
      for (const [key, value] of Object.entries(await emu.metaData()))
        process.stdout.write(`meta-data ${key} = ${value}\n`);

      say("Plugin hook pre-exit (usage line and clean-up)");
      await run("bash", [join(root, "hooks", "pre-exit")]);

      say("Limits: jobai limits (the file store shared by every process of this job's host)");
      await run(process.execPath, [bin, "limits"]);
      const counters = emu.proxy.counters();
      process.stdout.write(
        `proxy counters: ${counters.accepted} accepted, ${counters.rejected} rejected (429), ${counters.countedInputTokens} counted input tokens, cost ${formatUsd(counters.costUsd)} at the shipped prices\n`,
      );
      process.exitCode = 0;
    } finally {
      await emu.close();
      if (args.keep) process.stdout.write(`\nkept ${work}\n`);
      else await rm(work, { recursive: true, force: true });
    }
  },
});
