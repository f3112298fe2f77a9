// Agent sessions through the limiter (issue 12): 1, 2 and 4 concurrent real Claude Code sessions
// (the devDependency, print mode, offline), each a Read loop of 10 tool turns over files of ~5k
// tokens, answered by the scripted emulator, against its sliding window of 40,000 counted input
// tokens per 10 s. Side by side in one run: direct to the proxy, through the relay, and through the
// relay with the prompt-cache model off. Prints a table and writes bench/results/agent-sessions.json.
//
//   node bench/run.js agent-sessions                      # the full run (about 10 minutes)
//   SESSIONS=1,2 MODES=relay node bench/agent-sessions.bench.js   # a part of it
//
// Each scenario is cut at CAP_MS (default 120 s): sessions still running are killed and reported as
// not finished (the relay with the cache model off serializes sessions and does not finish them all).
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildModule as buildAny } from "../scripts/esbuild-node.js";
import { printTable, writeResults } from "./lib.js";
import { buildModule } from "./limiter-build.js";

const BUDGET = { requests: 50, inputTokens: 40_000, windowMs: 10_000 };
const TURNS = 10;
const FILE_TOKENS = 5_000;
const CAP_MS = Number(process.env.CAP_MS ?? 120_000);
const SESSIONS = (process.env.SESSIONS ?? "1,2,4").split(",").map(Number);
const MODES = (process.env.MODES ?? "direct,relay,relay-no-cache").split(",");

// The harness finds Claude Code at ../../node_modules/.bin/claude from its own file: built two levels
// under the repository, it still does.
const out = fileURLToPath(new URL("./.agent-sessions-build/", import.meta.url));
await mkdir(out, { recursive: true });
const [emulatorMod, limitMod, relayMod, gateMod, baseUrlMod, claudeMod] = await Promise.all([
  import(await buildModule("emulator/index")),
  import(await buildModule("limit/index")),
  import(await buildModule("relay/relay-server")),
  import(await buildModule("relay/limiter-gate")),
  import(await buildModule("provider/base-url")),
  import(await buildAny("test/helpers/claude-code.ts", join(out, "claude-code.mjs"))),
]);

const round = (x, digits = 2) =>
  x === null || x === undefined ? null : Math.round(x * 10 ** digits) / 10 ** digits;

async function scenario(mode, count) {
  const dir = await mkdtemp(join(tmpdir(), "jobai-agent-sessions-"));
  try {
    const sessions = [];
    for (let i = 0; i < count; i++) {
      const marker = `bench-${mode}-${count}-${i}`;
      const cwd = join(dir, `s${i}`);
      await mkdir(cwd);
      sessions.push({
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
    if (mode !== "direct") {
      const limiter = limitMod.createLimiter({
        store: limitMod.createMemoryStore(),
        requests: BUDGET.requests,
        inputTokens: BUDGET.inputTokens,
        window: BUDGET.windowMs,
        env: {},
      });
      gate = gateMod.limiterGate({ limiter, cacheModel: mode === "relay" });
      relay = await relayMod.startRelay({
        upstream: baseUrlMod.proxyBaseUrl(emulator.agentEndpoint),
        token: emulator.jobToken,
        gate,
      });
    }
    const baseUrl = relay ? relay.url : emulator.proxyUrl;
    const started = performance.now();
    const runs = await Promise.all(
      sessions.map((s) =>
        claudeMod.runClaudeCode({
          baseUrl,
          token: relay ? relay.key : emulator.jobToken,
          prompt: s.prompt,
          cwd: s.cwd,
          timeoutMs: CAP_MS,
        }),
      ),
    );
    const wallMs = performance.now() - started;
    const finished = runs.filter(
      (run, i) => run.exitCode === 0 && run.result === sessions[i].finalText,
    ).length;
    const calls = emulator.traffic.filter((t) => t.surface === "proxy" && t.path.includes("/v1/messages"));
    const counted = calls.reduce((sum, call) => sum + (call.countedInputTokens ?? 0), 0);
    const minimumMs = (counted / BUDGET.inputTokens) * BUDGET.windowMs;
    const state = gate ? await gate.state() : undefined;
    const refusals = (state?.policy.refused ?? 0) + (relay ? relay.usage().failed : 0);
    await relay?.close({ drainMs: 200 });
    await emulator.close();
    return {
      mode,
      sessions: count,
      finished: `${finished}/${count}`,
      "429s": emulator.proxy.counters().rejected,
      refusals,
      requests: calls.length,
      "counted tokens": counted,
      "wall s": round(wallMs / 1000, 1),
      "budget-forced min s": round(minimumMs / 1000, 1),
      "wall / min": round(wallMs / minimumMs),
      "reserved/counted median": state ? round(state.policy.medianReservedOverCounted) : null,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const rows = [];
for (const mode of MODES) {
  for (const count of SESSIONS) {
    const row = await scenario(mode, count);
    console.error(JSON.stringify(row));
    rows.push(row);
  }
}
console.log(
  `${TURNS} Read turns per session (files of ~${FILE_TOKENS} tokens), sliding window of ${BUDGET.inputTokens} counted input tokens per ${BUDGET.windowMs / 1000} s, each scenario cut at ${CAP_MS / 1000} s`,
);
printTable(rows);
writeResults("agent-sessions", {
  budget: BUDGET,
  turns: TURNS,
  fileTokens: FILE_TOKENS,
  capMs: CAP_MS,
  rows,
});
await rm(out, { recursive: true, force: true });
