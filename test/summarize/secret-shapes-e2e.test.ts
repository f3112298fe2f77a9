/**
 * Issue 23, secrets out, end to end: a log holding every shape of test/fixtures/secrets/shapes.ts,
 * and a step command `DEPLOY_TOKEN="..." ./deploy.sh`, summarized by the built CLI against the
 * emulator. No shape's secret reaches the prompt, the annotation, the transcript artifact (parsed
 * as JSON), the digest artifact, or `jobai digest` (text and --json); the lines around them stay.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHAPES } from "../fixtures/secrets/shapes.js";
import { useEmulator } from "../helpers/emulator.js";
import { preparePlugin, removePlugin } from "../hooks/hook-helpers.js";

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
  let bin = "";
  beforeAll(async () => {
    bin = join(await preparePlugin(), "bin", "jobai.js");
  }, 60_000);
  afterAll(() => {
    removePlugin();
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
    const run = (args: string[]) =>
      execa(process.execPath, [bin, ...args], { env, extendEnv: false, reject: false, timeout: 60_000 });

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
});
