// Agent sessions against the default limits (issue 22, item 5): 1 and 3 concurrent real Claude Code
// sessions (installed on demand by scripts/claude-code.js, print mode, offline), each a Read loop of 10 tool turns over files of
// ~5k tokens, answered by the scripted emulator, whose proxy holds a sliding window of 50 requests
// and 50,000 counted input tokens per 60 s (the defaults; the relay's limiter has the same). Side by
// side in one run: direct to the proxy, and through the relay. Each scenario is measured against
// its clairvoyant floor (bench/clairvoyant-floor.ts): the proxy's own log replayed with each
// session's requests at their true counted sizes, each sent as soon as its previous response and
// the session's own time are over and the sliding window admits it. Prints a table and writes
// bench/results/agent-sessions.json (with each session's trace and the floor's sends).
//
//   node bench/run.js agent-sessions                           # the full run (about 12 minutes)
//   SESSIONS=1 MODES=relay node bench/agent-sessions.bench.js  # a part of it (about 70 s)
//
// Each scenario is cut at CAP_MS (default 600 s): sessions still running are killed and reported as
// not finished. Targets (issue 22): through the relay, 0 429s and wall <= 1.05x the floor.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { installClaudeCode } from "../scripts/claude-code.js";
import { buildModule as buildAny } from "../scripts/esbuild-node.js";
import { printTable, writeResults } from "./lib.js";
import { buildModule } from "./limiter-build.js";

// The defaults (DESIGN.md: JOBAI_LIMIT_REQUESTS, JOBAI_LIMIT_INPUT_TOKENS, JOBAI_LIMIT_WINDOW).
const BUDGET = { requests: 50, inputTokens: 50_000, windowMs: 60_000 };
const TURNS = 10;
const FILE_TOKENS = 5_000;
const CAP_MS = Number(process.env.CAP_MS ?? 600_000);
const SESSIONS = (process.env.SESSIONS ?? "1,3").split(",").map(Number);
const MODES = (process.env.MODES ?? "direct,relay").split(",");
const TARGET = 1.05;

for (const mode of MODES) {
  if (mode !== "direct" && mode !== "relay") throw new Error(`MODES: direct or relay, got ${mode}`);
}
for (const count of SESSIONS) {
  if (!Number.isInteger(count) || count < 1 || count > 8) throw new Error(`SESSIONS: 1 to 8, got ${count}`);
}
if (!(CAP_MS > 0)) throw new Error(`CAP_MS: a number of ms, got ${process.env.CAP_MS}`);

// The harness finds Claude Code where scripts/claude-code.js installs it (run from the repository's root);
// install it first when missing.
await installClaudeCode();
const out = fileURLToPath(new URL("./.agent-sessions-build/", import.meta.url));
await mkdir(out, { recursive: true });
const [emulatorMod, limitMod, relayMod, gateMod, baseUrlMod, claudeMod, floorMod] = await Promise.all([
  import(await buildModule("emulator/index")),
  import(await buildModule("limit/index")),
  import(await buildModule("relay/relay-server")),
  import(await buildModule("relay/limiter-gate")),
  import(await buildModule("provider/base-url")),
  import(await buildAny("test/helpers/claude-code.ts", join(out, "claude-code.mjs"))),
  import(await buildAny("bench/clairvoyant-floor.ts", join(out, "clairvoyant-floor.mjs"))),
]);

const round = (x, digits = 2) =>
  x === null || x === undefined || !Number.isFinite(x) ? null : Math.round(x * 10 ** digits) / 10 ** digits;

/** The gate, with when each request reached it (before any wait for budget) and how long it waited. */
function recordingGate(gate, sends) {
  return {
    ...gate,
    async enter(request, signal) {
      const at = Date.now();
      const pass = await gate.enter(request, signal);
      // Parsed after the run: the relay's process is the bench's, and its CPU is measured.
      sends.push({ at, raw: request.body, waitedMs: pass.waitedMs });
      return pass;
    },
  };
}

const parse = (raw) => {
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    return undefined;
  }
};

async function scenario(mode, count) {
  const dir = await mkdtemp(join(tmpdir(), "jobai-agent-sessions-"));
  try {
    const sessions = [];
    for (let i = 0; i < count; i++) {
      const marker = `bench-${mode}-${count}-${i}`;
      const cwd = join(dir, `s${i}`);
      await mkdir(cwd);
      sessions.push({
        marker,
        cwd,
        ...(await claudeMod.readSession(cwd, { files: TURNS, tokens: FILE_TOKENS, marker })),
      });
    }
    const emulator = await emulatorMod.startEmulator({
      script: { conversations: sessions.map((s) => s.conversation) },
      limits: { ...BUDGET, model: "sliding" },
    });
    let relay;
    let gate;
    const sends = [];
    if (mode === "relay") {
      const limiter = limitMod.createLimiter({
        store: limitMod.createMemoryStore(),
        requests: BUDGET.requests,
        inputTokens: BUDGET.inputTokens,
        window: BUDGET.windowMs,
        env: {},
      });
      gate = gateMod.limiterGate({ limiter });
      relay = await relayMod.startRelay({
        upstream: baseUrlMod.proxyBaseUrl(emulator.agentEndpoint),
        token: emulator.jobToken,
        gate: recordingGate(gate, sends),
      });
    }
    const baseUrl = relay ? relay.url : emulator.proxyUrl;
    // One clock for the run, the proxy's log and the floor: the emulator's (Date.now).
    const start = Date.now();
    const exits = [];
    const runs = await Promise.all(
      sessions.map((s, i) =>
        claudeMod
          .runClaudeCode({
            baseUrl,
            token: relay ? relay.key : emulator.jobToken,
            prompt: s.prompt,
            cwd: s.cwd,
            timeoutMs: CAP_MS,
          })
          .then((run) => {
            exits[i] = Date.now();
            return run;
          }),
      ),
    );
    const wallMs = Math.max(...exits) - start;
    const finished = runs.filter(
      (run, i) => run.exitCode === 0 && run.result === sessions[i].finalText,
    ).length;
    const proxied = emulator.traffic.filter((t) => t.surface === "proxy");
    const calls = proxied.filter((t) => t.path.includes("/v1/messages"));
    const admitted = calls.filter((t) => t.countedInputTokens !== undefined);
    const counted = admitted.reduce((sum, call) => sum + call.countedInputTokens, 0);
    const traces = floorMod.sessionTraces({
      calls: proxied,
      markers: sessions.map((s) => s.marker),
      start,
      exits,
      sends: sends.map((send) => ({ at: send.at, body: parse(send.raw) })),
    });
    const floor = floorMod.clairvoyantFloor(traces, BUDGET);
    const state = gate ? await gate.state() : undefined;
    const refusals = (state?.policy.refused ?? 0) + (relay ? relay.usage().failed : 0);
    await relay?.close({ drainMs: 200 });
    await emulator.close();
    const row = {
      mode,
      sessions: count,
      finished: `${finished}/${count}`,
      "429s": emulator.proxy.counters().rejected,
      refusals,
      requests: admitted.length,
      "counted tokens": counted,
      "wall s": round(wallMs / 1000, 1),
      "floor s": round(floor.floorMs / 1000, 1),
      // Three decimals (the table rounds numbers to two): the target is 1.05.
      "wall / floor": (wallMs / floor.floorMs).toFixed(3),
      "reserved/counted median": state ? round(state.policy.medianReservedOverCounted) : null,
      "relay waited s": relay ? round(sends.reduce((sum, send) => sum + send.waitedMs, 0) / 1000, 1) : null,
    };
    const detail = {
      ...row,
      wallMs,
      floorMs: floor.floorMs,
      wallOverFloor: wallMs / floor.floorMs,
      others: proxied.length - calls.length,
      traces,
      floorSends: floor.sends,
      proxyLog: proxied.map((t) => ({
        at: t.at - start,
        endedAt: t.endedAt === undefined ? null : t.endedAt - start,
        path: t.path.split("?")[0],
        status: t.status,
        counted: t.countedInputTokens ?? null,
        session: sessions.findIndex((s) => JSON.stringify(t.body ?? "").includes(`[${s.marker}]`)),
      })),
      relayWaits: sends.map((send) => ({ at: send.at - start, waitedMs: send.waitedMs })),
    };
    return { row, detail };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const rows = [];
const details = [];
for (const mode of MODES) {
  for (const count of SESSIONS) {
    const { row, detail } = await scenario(mode, count);
    console.error(JSON.stringify(row));
    rows.push(row);
    details.push(detail);
  }
}
console.log(
  `${TURNS} Read turns per session (files of ~${FILE_TOKENS} tokens); the proxy's sliding window: ${BUDGET.requests} requests and ${BUDGET.inputTokens} counted input tokens per ${BUDGET.windowMs / 1000} s; each scenario cut at ${CAP_MS / 1000} s; target through the relay: 0 429s, wall <= ${TARGET}x the floor`,
);
printTable(rows);
writeResults("agent-sessions", {
  budget: BUDGET,
  turns: TURNS,
  fileTokens: FILE_TOKENS,
  capMs: CAP_MS,
  target: TARGET,
  rows,
  scenarios: details,
});
await rm(out, { recursive: true, force: true });
