/**
 * Issue 14: 0 characters of any secret in any output. Secrets are placed at every offset around
 * the cuts the digest makes (a line's 600 bytes; a long line's head and the text around its error
 * word) and looked for, as any run of 8 of their characters, in the digest (property test), then
 * end to end: the model request, the digest and transcript artifacts, the annotation, and the
 * stdout and stderr of `jobai digest` and `jobai summarize`.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { digestChunks, digestText } from "../../src/summarize/digest.js";
import { useEmulator } from "../helpers/emulator.js";
import { preparePlugin, removePlugin } from "../hooks/hook-helpers.js";

/** The runs of 8 characters of `secret` that occur in `text`. */
function leaked(text: string, secret: string): string[] {
  const runs: string[] = [];
  for (let i = 0; i + 8 <= secret.length; i++) {
    const run = secret.slice(i, i + 8);
    if (text.includes(run)) runs.push(run);
  }
  return runs;
}

/** A job token of the shape the issue measured (47 characters), known only as an env value. */
const ENV_TOKEN = "emujob_0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d";
/** A secret with no recognizable shape: only its variable's name says it is one. */
const PLAIN = "q7Zr-plain-4f9c1b2e8d7a6c5b4a3f2e1d0c9b8a7f6e5";

/** Secrets as logs print them: [text put in the line, the secret part that must not show]. */
const WRITTEN: [string, string][] = [
  [ENV_TOKEN, ENV_TOKEN],
  [PLAIN, PLAIN],
  ["ghp_Zq8Xw7Vu6Ts5Rq4Po3Nm2Lk1Jh0GfEdCbA9", "Zq8Xw7Vu6Ts5Rq4Po3Nm2Lk1Jh0GfEdCbA9"],
  ["sk_live_4eC39HqLyjWDarjtT1zdp7dc9x8y", "4eC39HqLyjWDarjtT1zdp7dc9x8y"],
  ["SK2f4e6a8c0b1d3f5a7c9e1b3d5f7a9c0e", "2f4e6a8c0b1d3f5a7c9e1b3d5f7a9c0e"],
  ["redis://:r3dis-pa55word-x@cache.internal:6379", "r3dis-pa55word-x"],
  ["mysql -h db -u root -pS3cretPW99x mydb", "S3cretPW99x"],
  ["deploy --password hunter22-hunter22 --now", "hunter22-hunter22"],
  ['password: "correct horse battery staple"', "correct horse battery staple"],
  [
    "https://hooks.slack.com/services/T01ABCDEF/B02GHIJKL/aBcDeFgHiJkLmNoPqRsTuVwX",
    "T01ABCDEF/B02GHIJKL/aBcDeFgHiJkLmNoPqRsTuVwX",
  ],
  ["Authorization: Bearer abc.def-ghi_jkl.mno-pqr-stu", "abc.def-ghi_jkl.mno-pqr-stu"],
];
const SECRETS = [ENV_TOKEN, PLAIN];

const KEY_BODY = [
  "MHcCAQEEIBkX8zQ2pL9vR4tY7uW1oP3aS5dF",
  "oAoGCCqGSM49AwEHoUQDQgAEx9f8Zq2Lk3vB7n",
  "T1yR5uW9oP2aS4dGh6jK8lZ0xC2vB4nM6qW8e",
];

function expectNoLeak(where: string, text: string): void {
  for (const [, secret] of WRITTEN) expect(leaked(text, secret), `${where} leaks ${secret}`).toEqual([]);
  for (const line of KEY_BODY) expect(leaked(text, line), `${where} leaks a key line`).toEqual([]);
}

describe("the digest hides secrets whatever the cut", () => {
  it("on lines whose secret sits at any offset around the 600-byte cut", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WRITTEN),
        fc.integer({ min: 500, max: 640 }),
        fc.constantFrom("Error: ", "", "FAIL "),
        ([written, secret], offset, lead) => {
          const line = `${lead}${"x".repeat(Math.max(0, offset - lead.length - 1))} ${written} failed`;
          const digest = digestText(`start\n${line}\nError: the end\n`, { secrets: SECRETS });
          expect(leaked(digest.text, secret)).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("on lines over 256 KiB, around the head and around the error word", async () => {
    const ERROR_AT = 400_000;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...WRITTEN),
        // The head keeps 300 bytes; the error word's piece keeps 75 bytes either side of it.
        fc.oneof(
          fc.integer({ min: 240, max: 320 }),
          fc.integer({ min: ERROR_AT - 140, max: ERROR_AT - 60 }),
          fc.integer({ min: ERROR_AT + 40, max: ERROR_AT + 110 }),
        ),
        fc.integer({ min: 4096, max: 96 * 1024 }),
        async ([written, secret], offset, chunkSize) => {
          const line = Buffer.alloc(600 * 1024, "y");
          line.write("Error: disk full", ERROR_AT);
          if (offset < ERROR_AT - written.length - 1 || offset > ERROR_AT + 16)
            line.write(` ${written} `, offset);
          const log = Buffer.concat([Buffer.from("begin\n"), line, Buffer.from("\nlast line\n")]);
          // Read in chunks, as from a file: a line longer than 256 KiB is never held whole.
          const chunks: Buffer[] = [];
          for (let at = 0; at < log.length; at += chunkSize) chunks.push(log.subarray(at, at + chunkSize));
          const digest = await digestChunks(chunks, { secrets: SECRETS });
          expect(digest.stats.longLines).toBe(1);
          expect(leaked(digest.text, secret)).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("hides a private key block whole, whichever of its lines a region keeps", () => {
    const body = ["MIIEowIBAAKCAQEAx9f8Zq2", "Lk3vB7nT1yR5uW9oP2aS4d", "Gh6jK8lZ0xC2vB4nM6qW8e"];
    const log = [
      "deploying",
      "-----BEGIN RSA PRIVATE KEY-----",
      ...body,
      "-----END RSA PRIVATE KEY-----",
      "Error: the deploy key was rejected",
      "done",
    ].join("\n");
    const digest = digestText(log, { budget: 1000 });
    expect(digest.text).toContain("Error: the deploy key was rejected");
    for (const line of body) expect(leaked(digest.text, line)).toEqual([]);
  });

  it("hides the body of an unterminated key block too, even when the tail keeps only part", () => {
    const lines = ["-----BEGIN OPENSSH PRIVATE KEY-----"];
    for (let i = 0; i < 100; i++) lines.push(`b3BlbnNzaC1rZXktdjEAAAA${String(i).padStart(4, "0")}Zq`);
    const digest = digestText(lines.join("\n"), { budget: 400 });
    expect(digest.text).not.toContain("b3BlbnNzaC1");
  });
});

describe("end to end: no output holds a secret", () => {
  const emu = useEmulator(() => ({ jobToken: ENV_TOKEN }));
  const work = mkdtempSync(join(tmpdir(), "jobai-leak-"));
  let bin = "";
  beforeAll(async () => {
    bin = join(await preparePlugin(), "bin", "jobai.js");
  }, 60_000);
  afterAll(() => {
    removePlugin();
    rmSync(work, { recursive: true, force: true });
  });

  it("the model request, artifacts, annotation, stdout and stderr", async () => {
    const lines = ["starting the deploy"];
    let k = 0;
    const word = () => String.fromCharCode(97 + (k % 26), 97 + (Math.floor(k++ / 26) % 26));
    // Each secret at offsets on both sides of the 600-byte cut (distinct words: no line is a repeat).
    for (const [written] of WRITTEN) {
      for (const offset of [553, 554, 580, 599]) {
        const lead = `Error in step-${word()}: `;
        lines.push(`${lead}${"x".repeat(offset - lead.length - 1)} ${written} failed`);
      }
    }
    // A key block that a region keeps in part (its last lines are the context of the error).
    lines.push("-----BEGIN EC PRIVATE KEY-----", ...KEY_BODY, "-----END EC PRIVATE KEY-----");
    lines.push("Error: the deploy key was rejected");
    // Longer than the file reader's 512 KiB chunk: only its head and the error word's piece are kept.
    const long = Buffer.alloc(600 * 1024, "z");
    long.write("Error: quota exceeded", 400_000);
    long.write(` ${ENV_TOKEN} `, 400_000 - 90);
    long.write(` ${PLAIN} `, 400_000 + 60);
    long.write(` ${WRITTEN[2]?.[0] ?? ""} `, 280);
    const log = join(work, "step.log");
    writeFileSync(
      log,
      Buffer.concat([
        Buffer.from(`${lines.join("\n")}\n`),
        long,
        Buffer.from("\nnpm error code ELIFECYCLE\n"),
      ]),
    );
    const env = {
      ...emu().env,
      PATH: `${emu().binDir}:${process.env.PATH ?? "/usr/bin:/bin"}`,
      HOME: work,
      JOBAI_STATE_DIR: join(work, "state"),
      DEPLOY_TOKEN: PLAIN,
    };
    const run = (args: string[]) =>
      execa(process.execPath, [bin, ...args], { env, extendEnv: false, reject: false });

    const digest = await run(["digest", "--log", log, "--budget", "20000"]);
    expect(digest.exitCode).toBe(0);
    expect(digest.stdout).toContain("npm error code ELIFECYCLE");
    const summary = await run(["summarize", "--log", log, "--budget", "20000"]);
    expect(summary.exitCode, summary.stderr).toBe(0);

    const requests = emu().traffic.filter((request) => request.path.includes("/v1/messages"));
    expect(requests.length).toBeGreaterThan(0);
    const annotations = await emu().annotations();
    expect(annotations.length).toBe(1);
    const artifactFiles = listFiles(join(emu().stateDir, "artifacts"));
    expect(artifactFiles.some((file) => file.endsWith("-transcript.json"))).toBe(true);
    expect(artifactFiles.some((file) => file.endsWith("-digest.txt"))).toBe(true);

    expectNoLeak("jobai digest stdout", digest.stdout);
    expectNoLeak("jobai digest stderr", digest.stderr);
    expectNoLeak("jobai summarize stdout", summary.stdout);
    expectNoLeak("jobai summarize stderr", summary.stderr);
    expectNoLeak("the model request", JSON.stringify(requests.map((request) => request.body)));
    expectNoLeak("the annotation", JSON.stringify(annotations));
    for (const file of artifactFiles) expectNoLeak(file, readFileSync(file, "utf8"));
    // And the digest still says what failed.
    expect(JSON.stringify(requests[0]?.body)).toContain("Error: quota exceeded");
    expect(digest.stdout).toContain("Error: the deploy key was rejected");
  }, 60_000);
});

function listFiles(dir: string): string[] {
  let files: string[] = [];
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return files;
  }
  for (const name of names) {
    const path = join(dir, name);
    files = statSync(path).isDirectory() ? [...files, ...listFiles(path)] : [...files, path];
  }
  return files;
}
