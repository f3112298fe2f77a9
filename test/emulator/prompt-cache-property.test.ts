import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countTokensResponse } from "../../src/emulator/provider/messages.js";
import { cacheMinTokens } from "../../src/emulator/provider/models.js";
import { PromptCache } from "../../src/emulator/provider/prompt-cache.js";
import { promptSegments } from "../../src/emulator/provider/prompt-segments.js";

/**
 * The prompt cache against a plain reference written from the rules as the README states them:
 * entries are whole prefixes (the blocks' keys, compared as text), written at cacheable
 * breakpoints, readable until `lastUse + ttl`, found at a breakpoint or up to 20 blocks before it.
 * Random conversations that grow, fork and pause, on a simulated clock.
 */
interface Entry {
  model: string;
  prefix: string;
  tokens: number;
  expiresAt: number;
  ttlMs: number;
}

class ReferenceCache {
  private entries: Entry[] = [];

  use(body: Body, now: number) {
    const segments = promptSegments(body as never);
    const model = body.model.replace(/-\d{8}$/, "");
    const prefixes: string[] = [];
    for (const segment of segments) prefixes.push(`${prefixes.at(-1) ?? ""}\u0000${segment.key}`);
    const ends = segments.map((_, i) => segments.slice(0, i + 1).reduce((sum, s) => sum + s.tokens, 0));
    const live = (prefix: string) =>
      this.entries.find((entry) => entry.model === model && entry.prefix === prefix && entry.expiresAt > now);
    let read = 0;
    let hit: Entry | undefined;
    segments.forEach((segment, at) => {
      if (!segment.breakpoint) return;
      for (let i = at; i >= Math.max(0, at - 20); i--) {
        const entry = live(prefixes[i] as string);
        if (entry) {
          if ((ends[i] as number) > read) {
            read = ends[i] as number;
            hit = entry;
          }
          break;
        }
      }
    });
    if (hit) hit.expiresAt = Math.max(hit.expiresAt, now + hit.ttlMs);
    let creation = 0;
    let from = read;
    segments.forEach((segment, at) => {
      const end = ends[at] as number;
      if (!segment.breakpoint || end < cacheMinTokens(body.model)) return;
      const ttlMs = segment.ttl === "1h" ? 3_600_000 : 300_000;
      const entry = live(prefixes[at] as string);
      if (entry) {
        // Written again: it lives on from now with this write's lifetime, unless it already lives longer.
        if (now + ttlMs >= entry.expiresAt) Object.assign(entry, { expiresAt: now + ttlMs, ttlMs });
      } else
        this.entries.push({
          model,
          prefix: prefixes[at] as string,
          tokens: end,
          expiresAt: now + ttlMs,
          ttlMs,
        });
      if (end > from) {
        creation += end - from;
        from = end;
      }
    });
    const total = ends.at(-1) ?? 0;
    return {
      cache_read_input_tokens: read,
      cache_creation_input_tokens: creation,
      input_tokens: total - read - creation,
    };
  }
}

interface Body {
  model: string;
  max_tokens: number;
  system: { type: "text"; text: string; cache_control?: { type: "ephemeral"; ttl?: "1h" } }[];
  messages: {
    role: "user" | "assistant";
    content: { type: "text"; text: string; cache_control?: unknown }[];
  }[];
}

const TEXTS = [
  "alpha ".repeat(700),
  "bravo ".repeat(300),
  "charlie ",
  "delta ".repeat(1_200),
  "echo ".repeat(40),
];

/** One step: which conversation, how many blocks it adds, where its breakpoints go, how long after. */
const step = fc.record({
  conversation: fc.nat(2),
  add: fc.integer({ min: 0, max: 24 }),
  texts: fc.array(fc.nat(TEXTS.length - 1), { minLength: 24, maxLength: 24 }),
  breakpoints: fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 3 }),
  hour: fc.boolean(),
  gapMs: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 400_000 }),
    fc.integer({ min: 290_000, max: 310_000 }),
  ),
  model: fc.constantFrom(
    "claude-sonnet-4-5",
    "claude-sonnet-4-5-20250929",
    "claude-haiku-4-5",
    "claude-opus-5",
  ),
});

describe("the prompt cache against a reference model (property, random conversations)", () => {
  it("agrees on every request's usage, and the three counts add up to count_tokens", () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 20 }), (steps) => {
        const cache = new PromptCache();
        const reference = new ReferenceCache();
        const conversations: Body["messages"][] = [[], [], []];
        let now = 0;
        for (const s of steps) {
          now += s.gapMs;
          const messages = conversations[s.conversation] as Body["messages"];
          for (let i = 0; i < s.add; i++) {
            const role = messages.length % 2 === 0 ? "user" : "assistant";
            const text = TEXTS[s.texts[i] ?? 0] as string;
            const last = messages.at(-1);
            // Blocks go into the newest message, or start the next one, as a conversation grows.
            if (last && i % 3 !== 0) last.content.push({ type: "text", text });
            else messages.push({ role, content: [{ type: "text", text }] });
          }
          if (messages.length === 0)
            messages.push({ role: "user", content: [{ type: "text", text: "start" }] });
          const blocks = messages.flatMap((message) => message.content);
          const body: Body = {
            model: s.model,
            max_tokens: 10,
            system: [
              {
                type: "text",
                text: "policy ".repeat(1_200),
                cache_control: s.hour ? { type: "ephemeral", ttl: "1h" } : { type: "ephemeral" },
              },
            ],
            // A copy with this request's breakpoints (cache_control is not part of a prefix).
            messages: messages.map((message) => ({
              role: message.role,
              content: message.content.map((block) => {
                const index = blocks.indexOf(block);
                const marked = s.breakpoints.includes(index) || index === blocks.length - 1;
                return marked ? { ...block, cache_control: { type: "ephemeral" } } : { ...block };
              }),
            })),
          };
          const marks = body.messages.flatMap((m) => m.content).filter((b) => b.cache_control).length;
          if (marks + 1 > 4) continue; // more than 4 is a 400, tested elsewhere
          const usage = cache.use(body, now);
          const expected = reference.use(body, now);
          expect(usage).toMatchObject(expected);
          expect(usage.input_tokens + usage.cache_creation_input_tokens + usage.cache_read_input_tokens).toBe(
            countTokensResponse(body).input_tokens,
          );
        }
      }),
      { numRuns: 100, seed: 20261123 },
    );
  });
});
