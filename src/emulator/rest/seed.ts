import { sha1, uuidFrom } from "./ids.js";
import type { EmuBuild, EmuJob, EmuQueue } from "./model.js";
import { junitReport, runnerIndex, runnerOf, seededLog } from "./seed-logs.js";
import type { RestStore } from "./store.js";

/**
 * Builds `jobai emulate` seeds by default: enough of each state to explore (failed builds to
 * explain, running and canceled ones): acme/app #1 to #50 (the fake job's own build is in its own
 * pipeline, emulated-org/emulated-pipeline).
 */
export const DEFAULT_REST_BUILDS = 50;

export interface SeedOptions {
  organization?: string;
  pipeline?: string;
  /** Jobs per build (default 3: lint, test, deploy). 0 for builds without jobs. */
  jobs?: number;
  /** Time of the newest build (default: the emulator clock). Builds are a minute apart. */
  newestAt?: number;
  /** The log text of a job; default its build's test runner's output (seed-logs.ts), failing for failed jobs. */
  log?: (build: EmuBuild, job: EmuJob) => string;
  /** Fix every build's state instead of the default mix. */
  state?: string;
}

export interface SeededBuild {
  organization: string;
  pipeline: string;
  number: number;
  id: string;
  state: string;
  branch: string;
  commit: string;
  jobs: { id: string; name: string; state: string }[];
}

const BRANCHES = ["main", "feature/login", "feature/search-box", "release/1.0", "fix/typo"];

/**
 * Commit messages, by build number: the change each runner's test (seed-logs.ts, same index) checks,
 * so a failed build's message and its failing test tell one story.
 */
const MESSAGES = [
  "Apply discount codes before tax",
  "Return 404 for unknown orders",
  "Round invoice totals half-even",
  "Close idle connections on shutdown",
  "Refuse headers over 8 KiB",
];

/** Deterministic: the same calls give the same builds, so tests can compute what to expect. */
function mix(i: number): string {
  const r = (i * 7919) % 100;
  if (r < 55) return "passed";
  if (r < 75) return "failed";
  if (r < 83) return "running";
  if (r < 88) return "scheduled";
  if (r < 93) return "canceled";
  if (r < 96) return "failing";
  return "skipped";
}

export function defaultLog(build: EmuBuild, job: EmuJob): string {
  const lines = [
    `~~~ Running ${job.name} on ${build.branch} at ${build.commit.slice(0, 7)}`,
    `$ ${job.command ?? "true"}`,
    "> app@1.0.0 test",
    "> vitest run",
  ];
  if (job.state === "failed" || job.state === "timed_out") {
    lines.push(
      " FAIL  test/cart.test.ts > cart > applies the discount",
      "AssertionError: expected 90 to be 81",
      "    at test/cart.test.ts:14:22",
      " Test Files  1 failed | 11 passed (12)",
      `🚨 Error: The command exited with status ${job.exit_status ?? 1}`,
    );
  } else {
    lines.push(" Test Files  12 passed (12)");
  }
  return `${lines.join("\n")}\n`;
}

function job(
  buildSeed: string,
  index: number,
  name: string,
  state: string,
  at: number,
  queue: EmuQueue,
  type: EmuJob["type"] = "script",
): EmuJob {
  const finished = ["passed", "failed", "canceled", "timed_out", "skipped"].includes(state);
  return {
    id: uuidFrom(`${buildSeed}:job:${index}`),
    type,
    name,
    step_key: name.toLowerCase(),
    command: type === "script" ? `npm run ${name.toLowerCase()}` : null,
    state,
    soft_failed: false,
    exit_status: state === "failed" ? 1 : state === "passed" ? 0 : null,
    priority: 0,
    queue,
    created_at: at,
    started_at: state === "scheduled" || state === "blocked" ? null : at + 5_000,
    finished_at: finished ? at + 60_000 : null,
    retried: false,
    retried_in_job_id: null,
    retries_count: null,
    retry_source: null,
    log: "",
    env: { CI: "true", SERVICE_STEP_KEY: name.toLowerCase() },
    artifacts: [],
  };
}

/** The command of each step; the test step's is its runner's (seed-logs.ts). */
const COMMANDS: Record<string, string> = { Lint: "npm run lint", Deploy: "./scripts/deploy.sh staging" };

const TEST_STATE: Record<string, string> = {
  passed: "passed",
  failed: "failed",
  running: "running",
  scheduled: "scheduled",
  canceled: "canceled",
  failing: "failed",
  skipped: "skipped",
};

/**
 * Add `count` builds to a pipeline, oldest first, a minute apart, ending at `newestAt`. Every 7th
 * build runs wholly on a paused queue, every 11th partly; every 13th failed build has a retried
 * test job; every 17th passed build waits on a block step; every 10th build carries meta_data release=yes.
 */
export function seedBuilds(
  store: RestStore,
  count: number,
  now: number,
  options: SeedOptions = {},
): SeededBuild[] {
  const organization = options.organization ?? "acme";
  const slug = options.pipeline ?? "app";
  const pipeline = store.pipeline(organization, slug) ?? store.addPipeline(organization, slug, now);
  const users = [...store.users.values()];
  const newest = options.newestAt ?? now;
  const jobsPerBuild = options.jobs ?? 3;
  const seeded: SeededBuild[] = [];
  for (let i = 0; i < count; i++) {
    const number = pipeline.nextNumber++;
    const seedKey = `${organization}/${slug}#${number}`;
    const createdAt = newest - (count - 1 - i) * 60_000;
    const state = options.state ?? mix(number);
    const finished = ["passed", "failed", "canceled", "skipped"].includes(state);
    const paused: EmuQueue = { id: uuidFrom("queue:paused"), paused: true };
    const active: EmuQueue = { id: uuidFrom("queue:active"), paused: false };
    const queueOf = (index: number): EmuQueue =>
      number % 7 === 0 ? paused : number % 11 === 0 ? (index === 0 ? paused : active) : null;
    const build: EmuBuild = {
      id: uuidFrom(seedKey),
      organization,
      pipeline: slug,
      number,
      state,
      blocked: false,
      cancel_reason: state === "canceled" ? "Superseded by a newer build" : null,
      message: MESSAGES[runnerIndex(number)] ?? `Change ${number}`,
      commit: sha1(seedKey),
      branch: BRANCHES[number % BRANCHES.length] ?? "main",
      env: {},
      source: number % 4 === 0 ? "api" : "webhook",
      creator: users[number % users.length]?.id ?? store.defaultUser.id,
      jobs: [],
      created_at: createdAt,
      scheduled_at: createdAt,
      started_at: state === "scheduled" ? null : createdAt + 5_000,
      failing_at: state === "failing" || state === "failed" ? createdAt + 30_000 : null,
      finished_at: finished ? createdAt + 60_000 : null,
      meta_data: { release: number % 10 === 0 ? "yes" : "no" },
      pull_request: {},
      rebuilt_from: null,
      annotations: [],
    };
    const testState = TEST_STATE[state] ?? "passed";
    const names = ["Lint", "Test", "Deploy"].slice(0, jobsPerBuild);
    for (const [index, name] of names.entries()) {
      const jobState =
        name === "Test"
          ? testState
          : state === "scheduled"
            ? "scheduled"
            : state === "canceled"
              ? "canceled"
              : "passed";
      const step = job(seedKey, index, name, jobState, createdAt, queueOf(index));
      step.command = COMMANDS[name] ?? runnerOf(build).command;
      build.jobs.push(step);
    }
    if (state === "passed" && number % 17 === 0 && options.state === undefined) {
      // Waiting on a block step: the state keeps its value and `blocked` is true (spec: Build states).
      build.blocked = true;
      build.finished_at = null;
      build.jobs.push(job(seedKey, 50, "Release?", "blocked", createdAt, null, "manual"));
    }
    const test = build.jobs.find((j) => j.name === "Test");
    if (test && test.state === "failed" && number % 13 === 0) {
      // An earlier execution of the test job, replaced by a retry that failed again.
      const first = job(seedKey, 99, "Test", "failed", createdAt, test.queue);
      first.command = test.command;
      first.retried = true;
      first.retried_in_job_id = test.id;
      test.retry_source = { job_id: first.id, retry_type: "manual" };
      test.retries_count = 1;
      build.jobs.splice(build.jobs.indexOf(test), 0, first);
    }
    for (const j of build.jobs) {
      j.log = options.log ? options.log(build, j) : seededLog(build, j);
      if (j.state === "failed") {
        j.artifacts.push({
          id: uuidFrom(`${j.id}:artifact`),
          job_id: j.id,
          path: "test-results/junit.xml",
          content: junitReport(build),
          mime_type: "application/xml",
        });
      } else if (j.name === "Test" && j.state === "passed") {
        j.artifacts.push({
          id: uuidFrom(`${j.id}:coverage`),
          job_id: j.id,
          path: "coverage/coverage-summary.txt",
          content: `${runnerOf(build).name}: lines 87.4% (2114/2419), branches 79.1% (688/870)\n`,
          mime_type: "text/plain",
        });
      }
    }
    store.builds.push(build);
    seeded.push({
      organization,
      pipeline: slug,
      number,
      id: build.id,
      state,
      branch: build.branch,
      commit: build.commit,
      jobs: build.jobs.map((j) => ({ id: j.id, name: j.name, state: j.state })),
    });
  }
  return seeded;
}
