/**
 * The estimate's calibration by what the proxy counted: the estimator sits above real tokenizers
 * by a share that depends on the text (bench/limiter-estimator.bench.js), and the next request's
 * counted part (an agent's tool result, a reply) resembles the last ones.
 *
 * The factor is the worst (highest) counted/estimated ratio of the last 4 requests (of each part
 * of a prompt, see PromptPart), plus a headroom that shrinks as they agree: 10% while fewer than 3
 * are known, then 3% plus their spread (highest over lowest), at most 10%. Measured: on Claude Code's Read loop the ratios agree within
 * 1-2% after a few turns, so reservations sit at ~1.05x of what is counted, and a binding budget
 * admits the next turn almost as soon as the proxy would; on the estimator corpus, with one earlier
 * response per conversation, 0.98x to 1.2x (test/limit/estimate-accuracy.test.ts).
 */
export interface Calibration {
  /**
   * Record what was counted for a part estimated at `raw`, and which part of a prompt it was
   * (`definitions`: tools and system; `conversation`: messages); without one, a mix of both.
   */
  observe(raw: number, counted: number, part?: PromptPart): void;
  /** The factor to multiply a raw estimate by (1 before anything is known). */
  readonly ratio: number;
  /** The factor for one part of a prompt (`ratio` when absent, or when that part was never seen alone). */
  ratioOf?(part: PromptPart): number;
  /** Whether any response was observed (an AdaptiveEstimator, which also fits, leaves it out). */
  readonly calibrated?: boolean;
}

/**
 * The two parts of a prompt the estimator misjudges differently: the tools' JSON and the system
 * prompt, counted by a request that writes them (an agent's first turn), and the messages (an
 * agent's later turns: tool results, replies). On Claude Code-shaped bodies counted by the
 * emulator, the first sits at counted/raw ~0.94 and a tool result of code at ~0.73
 * (test/limit/agent-calibration.test.ts); one factor for both kept the first request's sample
 * among the last 4, and the third to fifth requests reserved 1.3x-1.4x of what was counted
 * (issue 22's agent-sessions bench: ~1.25x with real Claude Code). Each part now has its own
 * last 4; a part never seen alone takes the factor of every sample, as the one factor did.
 */
export type PromptPart = "definitions" | "conversation";

const HISTORY = 4;
const FEW = 3;
const COLD_HEADROOM = 0.1;
const WARM_HEADROOM = 0.03;
/** Never below half the raw estimate nor above 4 times it, whatever a response says. */
const MIN_RATIO = 0.5;
const MAX_RATIO = 4;

/** The last HISTORY ratios of one kind of sample and the factor they give. */
class Ratios {
  private readonly ratios: number[] = [];
  factor = 1;

  get size(): number {
    return this.ratios.length;
  }

  push(ratio: number): void {
    this.ratios.push(ratio);
    if (this.ratios.length > HISTORY) this.ratios.shift();
    const high = Math.max(...this.ratios);
    const low = Math.min(...this.ratios);
    const headroom =
      this.ratios.length < FEW
        ? COLD_HEADROOM
        : Math.min(COLD_HEADROOM, WARM_HEADROOM + (low > 0 ? high / low - 1 : 1));
    this.factor = Math.min(MAX_RATIO, Math.max(MIN_RATIO, high * (1 + headroom)));
  }
}

export function createCalibration(): Calibration {
  // Every sample, as one factor did before the parts were told apart; and each part's own. A part
  // never seen alone takes the factor of every sample (the worst of the last 4): as before.
  const all = new Ratios();
  const parts: Record<PromptPart, Ratios> = { definitions: new Ratios(), conversation: new Ratios() };
  return {
    observe(raw, counted, part) {
      if (!(raw > 0) || !(counted >= 0) || !Number.isFinite(counted)) return;
      const ratio = counted / raw;
      all.push(ratio);
      // A mixed sample says something of both parts: it is kept by both, so each stays above it.
      if (part !== "conversation") parts.definitions.push(ratio);
      if (part !== "definitions") parts.conversation.push(ratio);
    },
    get ratio() {
      return all.factor;
    },
    ratioOf(part) {
      const own = parts[part];
      return own.size > 0 ? own.factor : all.factor;
    },
    get calibrated() {
      return all.size > 0;
    },
  };
}

/** The factor one sample of `ratio` gives, as `observe` gives it for a first sample. */
export function firstFactor(ratio: number): number {
  return Math.min(MAX_RATIO, Math.max(MIN_RATIO, ratio * (1 + COLD_HEADROOM)));
}
