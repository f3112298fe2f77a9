/**
 * A stand-in for the provider's prompt cache in unit tests of the limiter's model: the documented
 * rules (breakpoints, 20-boundary lookback, minimum length, lifetime refreshed on a read), over a
 * tokenizer that differs from the limiter's estimator by a share that depends on the kind of block,
 * as a real one does. The emulator's own cache is compared in the differential test.
 */
import { promptBlocks } from "../../../src/limit/estimator.js";
import { boundaries, LOOKBACK_BLOCKS, minCacheTokens } from "../../../src/limit/prompt-cache-model.js";

export interface SimUsage {
  inputTokens: number;
  cacheCreationInputTokens: number;
  cacheReadInputTokens: number;
  outputTokens: number;
}

/** The tokenizer's share of the estimate by kind of block: real ones differ most by kind of text. */
const SHARE: Record<string, number> = {
  tool: 0.72,
  system: 0.78,
  text: 0.8,
  tool_use: 0.7,
  tool_result: 0.76,
};

export class ProviderCacheSim {
  private readonly entries = new Map<string, number>();
  /** `noise`: each block's share varies by up to this much either way (default 2%). */
  constructor(private readonly noise = 0.02) {}

  /** True tokens of each block: the estimate times its kind's share, varied per block. */
  private tokens(body: Record<string, unknown>) {
    const blocks = promptBlocks(body);
    const points = boundaries(String(body.model), blocks);
    return points.map((point, i) => {
      const block = blocks[i];
      const type = (block?.block as { type?: string } | undefined)?.type ?? "text";
      const kind = block?.part === "tool" || block?.part === "system" ? block.part : type;
      const jitter = ((Number.parseInt(point.hash.slice(0, 8), 16) % 2001) / 1000 - 1) * this.noise;
      const share = (SHARE[kind] ?? 0.78) * (1 + jitter);
      return { ...point, own: Math.max(1, Math.round((block?.tokens ?? 0) * share)) };
    });
  }

  /** Send a request at `now`: its usage, and the cache updated as the provider does. */
  send(body: Record<string, unknown>, now: number): SimUsage {
    const points = this.tokens(body);
    const cumulative: number[] = [];
    let sum = 3; // framing, in the prefix
    for (const point of points) {
      sum += point.own;
      cumulative.push(sum);
    }
    const total = sum;
    const min = minCacheTokens(String(body.model));
    let readIndex = -1;
    points.forEach((point, index) => {
      if (point.breakpoint === undefined) return;
      for (let i = index; i >= 0 && i >= index - LOOKBACK_BLOCKS && i > readIndex; i--) {
        const expires = this.entries.get((points[i] as { hash: string }).hash);
        if (expires !== undefined && expires > now) {
          readIndex = i;
          break;
        }
      }
    });
    const read = readIndex >= 0 ? (cumulative[readIndex] as number) : 0;
    let lastBreakpoint = -1;
    points.forEach((point, index) => {
      if (point.breakpoint !== undefined && (cumulative[index] as number) >= min) lastBreakpoint = index;
    });
    const upTo = lastBreakpoint >= 0 ? (cumulative[lastBreakpoint] as number) : 0;
    const creation = Math.max(0, upTo - read);
    if (readIndex >= 0) {
      const hash = (points[readIndex] as { hash: string }).hash;
      this.entries.set(hash, Math.max(this.entries.get(hash) ?? 0, now + 300_000));
    }
    points.forEach((point, index) => {
      if (point.breakpoint === undefined || (cumulative[index] as number) < min) return;
      this.entries.set(point.hash, Math.max(this.entries.get(point.hash) ?? 0, now + point.breakpoint));
    });
    return {
      inputTokens: total - read - creation,
      cacheCreationInputTokens: creation,
      cacheReadInputTokens: read,
      outputTokens: 50,
    };
  }
}
