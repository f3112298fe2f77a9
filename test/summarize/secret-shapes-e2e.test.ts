/**
 * Issue 23, secrets out, end to end: a log holding every shape of test/fixtures/secrets/shapes.ts,
 * and a step command `DEPLOY_TOKEN="..." ./deploy.sh`, summarized by the CLI (its main() in this
 * process: test/helpers/cli-in-process.ts) against the
 * emulator. No shape's secret reaches the prompt, the annotation, the transcript artifact (parsed
 * as JSON), the digest artifact, or `jobai digest` (text and --json); the lines around them stay.
 * The adversarial list (issue 23's held-out review) too, each line after an error line so that the
 * digest keeps it, a run of 8 of a secret's characters counting as a leak.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ADVERSARIAL } from "../fixtures/secrets/adversarial.js";
import { SHAPES } from "../fixtures/secrets/shapes.js";
import { runJobaiInProcess } from "../helpers/cli-in-process.js";
import { useEmulator } from "../helpers/emulator.js";

const COMMAND = 'DEPLOY_TOKEN="d3pl0yT0kenValue42" ./deploy.sh --env production';

function expectNoShape(where: string, text: string): void {
  for (const shape of SHAPES) expect(text, `${where} leaks ${shape.name}`).not.toContain(shape.secret);
}

function listFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

describe("every shape, through jobai summarize and jobai digest against the emulator", () => {
  const emu = useEmulator();
  const work = mkdtempSync(join(tmpdir(), "jobai-shapes-"));
  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
  });

  it("reach no output, and every output that is JSON parses", async () => {
    const log = join(work, "deploy.log");
    const lines = ["$ ./deploy.sh --env production", ...SHAPES.map((shape) => shape.line)];
    lines.push("Error: deploy failed: the registry refused the push", "npm error code ELIFECYCLE");
    writeFileSync(log, `${lines.join("\n")}\n`);
    const env = {
      ...emu().env,
      PATH: `${emu().binDir}:${process.env.PATH ?? "/usr/bin:/bin"}`,
      HOME: work,
      JOBAI_STATE_DIR: join(work, "state"),
      SERVICE_COMMAND: COMMAND,
      SERVICE_LABEL: ":rocket: Deploy",
      SERVICE_COMMAND_EXIT_STATUS: "1",
    };
    const run = (args: string[]) => runJobaiInProcess(args, { env, timeout: 60_000 });

    const digest = await run(["digest", "--log", log, "--budget", "20000"]);
    expect(digest.exitCode, digest.stderr).toBe(0);
    const digestJson = await run(["digest", "--log", log, "--budget", "20000", "--json"]);
    const parsedDigest = JSON.parse(digestJson.stdout);
    const summary = await run(["summarize", "--log", log, "--budget", "20000"]);
    expect(summary.exitCode, summary.stderr).toBe(0);

    const requests = emu().traffic.filter((request) => request.path.includes("/v1/messages"));
    expect(requests).toHaveLength(1);
    const prompt = JSON.stringify(requests[0]?.body);
    const annotations = await emu().annotations();
    expect(annotations).toHaveLength(1);
    const files = listFiles(join(emu().stateDir, "artifacts"));
    const transcriptFile = files.find((file) => file.endsWith("-transcript.json"));
    const digestFile = files.find((file) => file.endsWith("-digest.txt"));
    if (!transcriptFile || !digestFile) throw new Error(`artifacts missing: ${files.join(", ")}`);
    const transcriptText = readFileSync(transcriptFile, "utf8");
    const transcript = JSON.parse(transcriptText);

    expectNoShape("the prompt", prompt);
    expectNoShape("the annotation", JSON.stringify(annotations));
    expectNoShape("the transcript", transcriptText);
    expectNoShape("the digest artifact", readFileSync(digestFile, "utf8"));
    expectNoShape("jobai digest", digest.stdout + digest.stderr);
    expectNoShape("jobai digest --json", JSON.stringify(parsedDigest));
    expectNoShape("jobai summarize", summary.stdout + summary.stderr);

    // The step command is in the prompt and the transcript, its token hidden and its JSON valid.
    expect(transcript.digests[0].step.command).toBe('DEPLOY_TOKEN="[REDACTED]" ./deploy.sh --env production');
    expect(prompt).toContain("DEPLOY_TOKEN=");
    // Every line still says what it did: the digest keeps the words around each secret.
    for (const fragment of ["docker login -u ci -p", "sshpass -p", "sqlcmd -S db.internal", "Cookie: "])
      expect(parsedDigest.text).toContain(fragment);
    expect(annotations[0]?.body).toContain("deploy failed: the registry refused the push");
  }, 90_000);

  it("the adversarial shapes reach no output of jobai digest or jobai summarize", async () => {
    const leaks = (text: string) =>
      ADVERSARIAL.filter((shape) => {
        for (let i = 0; i + 8 <= shape.secret.length; i++)
          if (text.includes(shape.secret.slice(i, i + 8))) return true;
        return false;
      }).map((shape) => `${shape.family}: ${shape.name}`);
    // In parts, so that every line fits the digest's regions.
    const parts = [0, 1, 2, 3, 4, 5].map((k) => ADVERSARIAL.filter((_, i) => i % 6 === k));
    let shown = 0;
    for (const [k, part] of parts.entries()) {
      const log = join(work, `adversarial-${k}.log`);
      const lines = ["$ ./deploy.sh --env prod"];
      part.forEach((shape, i) => {
        lines.push(`Error: step ${i} failed`, ...shape.line.split("\n"), "step ok");
      });
      lines.push("Error: deploy failed: the registry refused the push");
      writeFileSync(log, `${lines.map((line) => `2026-11-26T19:00:01.123Z ${line}`).join("\n")}\n`);
      const env = {
        ...emu().env,
        PATH: `${emu().binDir}:${process.env.PATH ?? "/usr/bin:/bin"}`,
        HOME: work,
        JOBAI_STATE_DIR: join(work, `state-${k}`),
        SERVICE_COMMAND: "./deploy.sh --env prod",
        SERVICE_COMMAND_EXIT_STATUS: "1",
      };
      const run = (args: string[]) => runJobaiInProcess(args, { env, timeout: 60_000 });
      const digest = await run(["digest", "--log", log, "--budget", "100000", "--json"]);
      expect(digest.exitCode, digest.stderr).toBe(0);
      const text = JSON.parse(digest.stdout).text as string;
      expect(leaks(text), "jobai digest --json").toEqual([]);
      shown += text.split("[REDACTED]").length - 1;
      const summary = await run(["summarize", "--log", log, "--budget", "20000"]);
      expect(summary.exitCode, summary.stderr).toBe(0);
      expect(leaks(summary.stdout + summary.stderr), "jobai summarize").toEqual([]);
    }
    const prompts = emu()
      .traffic.filter((request) => request.path.includes("/v1/messages"))
      .map((request) => JSON.stringify(request.body))
      .join("\n");
    expect(leaks(prompts), "the prompts").toEqual([]);
    expect(leaks(JSON.stringify(await emu().annotations())), "the annotations").toEqual([]);
    const artifacts = listFiles(join(emu().stateDir, "artifacts"))
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    expect(leaks(artifacts), "the artifacts").toEqual([]);
    // Every shape's line was shown, redacted, not left out.
    expect(shown).toBeGreaterThanOrEqual(ADVERSARIAL.length);
  }, 240_000);
});
