/**
 * Differential property test: the limiter's prompt-cache model (src/limit/prompt-cache-model.ts)
 * against the emulator's prompt cache (src/emulator/provider/prompt-cache.ts), two implementations
 * of the provider's rules, on random request sequences over a simulated clock. The limiter learns
 * only from the usage each response reports, as it does in production; it must then expect exactly
 * the prefix the emulator reads, and never more.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PromptCache } from "../../src/emulator/provider/prompt-cache.js";
import { promptSegments } from "../../src/emulator/provider/prompt-segments.js";
import { countTokensRequestSchema } from "../../src/emulator/provider/request-schema.js";
import { promptBlocks } from "../../src/limit/estimator.js";
import {
  boundaries,
  type CachedPrefix,
  learnFromUsage,
  minCacheTokens,
  predictRead,
  ttlOf,
} from "../../src/limit/prompt-cache-model.js";

const MODELS = ["claude-sonnet-4-5", "claude-haiku-4-5", "claude-opus-5"];

/** Text of about `tokens` emulator tokens (one word of up to 6 letters is one token). */
const textOf = (seed: number, tokens: number) =>
  Array.from({ length: tokens }, (_, i) => `w${(seed * 31 + i) % 997}`).join(" ");

/**
 * One request of a sequence. Choices are few and prefixes shared (two conversations that grow, a
 * breakpoint on the last block most of the time, as agents send), so reads are frequent.
 */
type BlockSpec = { seed: number; tokens: number };
const systems: BlockSpec[][] = [
  [],
  [{ seed: 1, tokens: 700 }],
  [{ seed: 1, tokens: 700 }],
  [{ seed: 2, tokens: 2500 }],
];

const requestArb = fc.record({
  model: fc.constantFrom(...MODELS, MODELS[0] as string, MODELS[0] as string),
  tools: fc.constantFrom(0, 2, 2, 2),
  system: fc.integer({ min: 0, max: 3 }).map((i) => systems[i] as BlockSpec[]),
  conversation: fc.integer({ min: 0, max: 1 }),
  length: fc.integer({ min: 1, max: 30 }),
  breakpointOnLast: fc.integer({ min: 0, max: 3 }).map((n) => n > 0),
  breakpoints: fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 2 }),
  hour: fc.boolean(),
  advanceMs: fc.constantFrom(0, 1000, 1000, 60_000, 240_000, 299_999, 300_000, 400_000),
});

/** A sequence shares its model, tools and system most of the time, as one job's agent does. */
const sequenceArb = fc
  .record({
    model: fc.constantFrom(...MODELS),
    tools: fc.constantFrom(0, 2),
    system: fc.integer({ min: 0, max: 3 }).map((i) => systems[i] as BlockSpec[]),
    requests: fc.array(fc.tuple(requestArb, fc.integer({ min: 0, max: 4 })), { minLength: 1, maxLength: 15 }),
  })
  .map(({ model, tools, system, requests }) =>
    // One request in five keeps its own model, tools and system.
    requests.map(([request, own]) => (own === 0 ? request : { ...request, model, tools, system })),
  );

type RequestSpec = typeof requestArb extends fc.Arbitrary<infer T> ? T : never;

function conversationBlocks(conversation: number): { seed: number; tokens: number }[] {
  return Array.from({ length: 30 }, (_, i) => ({
    seed: conversation * 100 + i,
    tokens: [20, 150, 700, 2500][(conversation + i * 7) % 4] as number,
  }));
}

function buildBody(spec: RequestSpec) {
  type Block = { type: "text"; text: string; cache_control?: { type: "ephemeral"; ttl?: "1h" } };
  const all: Block[] = [];
  const tools = Array.from({ length: spec.tools }, (_, i) => ({
    name: `tool${i}`,
    description: textOf(i, 300),
    input_schema: { type: "object" },
  })) as Record<string, unknown>[];
  const system: Block[] = spec.system.map((b) => ({ type: "text", text: textOf(b.seed, b.tokens) }));
  const flat = conversationBlocks(spec.conversation).slice(0, spec.length);
  const messages = flat.map((b, i) => ({
    role: i % 2 === 0 ? ("user" as const) : ("assistant" as const),
    content: [{ type: "text", text: textOf(b.seed, b.tokens) } as Block],
  }));
  all.push(...system, ...messages.map((m) => m.content[0] as Block));
  // Breakpoints at positions among tools, system and messages (mod their count).
  const count = tools.length + all.length;
  const points = spec.breakpoints.map((b) => b % count);
  if (spec.breakpointOnLast) points.push(count - 1);
  for (const at of new Set(points.slice(-4))) {
    const control = spec.hour
      ? { type: "ephemeral" as const, ttl: "1h" as const }
      : { type: "ephemeral" as const };
    if (at < tools.length) (tools[at] as Record<string, unknown>).cache_control = control;
    else (all[at - tools.length] as Block).cache_control = control;
  }
  return { model: spec.model, max_tokens: 10, ...(tools.length ? { tools } : {}), system, messages };
}

describe("the limiter's cache model against the emulator's", () => {
  it("expects exactly the prefix the emulator reads, never a longer one", { timeout: 60_000 }, () => {
    let reads = 0;
    let checkedExactly = 0;
    fc.assert(
      fc.property(sequenceArb, (specs) => {
        const emulator = new PromptCache();
        const known = new Map<string, CachedPrefix>();
        let now = 1_000_000;
        for (const spec of specs) {
          now += spec.advanceMs;
          const body = buildBody(spec);
          const request = countTokensRequestSchema.parse(body);
          const segments = promptSegments(request);
          const points = boundaries(body.model, promptBlocks(body), ttlOf(undefined));
          expect(points.length).toBe(segments.length);
          for (const [hash, entry] of known) if (entry.expiresAt <= now) known.delete(hash);
          const predicted = predictRead(points, known, now, 0);
          const usage = emulator.use(body, now);
          // The emulator's read, as a block index: the prefix whose emulator length it is.
          let length = 0;
          const ends = segments.map((segment) => {
            length += segment.tokens;
            return length;
          });
          const readIndex =
            usage.cache_read_input_tokens === 0 ? -1 : ends.indexOf(usage.cache_read_input_tokens);
          const expected = predicted.index === -1 ? 0 : (ends[predicted.index] as number);
          // Never more than is read (a reservation below what is counted), and exactly it when
          // every breakpoint's prefix is clearly above or below the model's minimum (the limiter
          // learns an earlier breakpoint's length from its estimate's share).
          expect(expected).toBeLessThanOrEqual(usage.cache_read_input_tokens);
          const minimum = minCacheTokens(body.model);
          const borderline = points.some(
            (point, i) => point.breakpoint !== undefined && Math.abs((ends[i] as number) / minimum - 1) < 0.6,
          );
          if (!borderline) {
            expect(predicted.index).toBe(readIndex);
            checkedExactly++;
          }
          if (readIndex >= 0) reads++;
          const learned = learnFromUsage(
            body.model,
            points,
            known,
            {
              inputTokens: usage.input_tokens,
              cacheCreationInputTokens: usage.cache_creation_input_tokens,
              cacheReadInputTokens: usage.cache_read_input_tokens,
            },
            now,
          );
          for (const entry of learned.prefixes) {
            const before = known.get(entry.hash);
            if (!before || entry.expiresAt >= before.expiresAt) known.set(entry.hash, entry);
          }
        }
      }),
      { numRuns: 80, seed: 12 },
    );
    // The sequences exercise the cache: many reads, most of them checked exactly.
    expect(reads).toBeGreaterThan(100);
    expect(checkedExactly).toBeGreaterThan(200);
  });
});
