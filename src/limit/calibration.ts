/**
 * The estimate's calibration by what the proxy counted: the estimator sits above real tokenizers
 * by a share that depends on the text (bench/limiter-estimator.bench.js), and the next request's
 * counted part (an agent's tool result, a reply) resembles the last ones.
 *
 * The factor is the worst (highest) counted/estimated ratio of the last 4 requests, plus a
 * headroom that shrinks as they agree: 10% while fewer than 3 are known, then 3% plus their spread
 * (highest over lowest), at most 10%. Measured: on Claude Code's Read loop the ratios agree within
 * 1-2% after a few turns, so reservations sit at ~1.05x of what is counted, and a binding budget
 * admits the next turn almost as soon as the proxy would; on the estimator corpus, with one earlier
 * response per conversation, 0.98x to 1.2x (test/limit/estimate-accuracy.test.ts).
 */
export interface Calibration {
  /** Record what was counted for a part estimated at `raw`. */
  observe(raw: number, counted: number): void;
  /** The factor to multiply a raw estimate by (1 before anything is known). */
  readonly ratio: number;
  /** Whether any response was observed (an AdaptiveEstimator, which also fits, leaves it out). */
  readonly calibrated?: boolean;
}

const HISTORY = 4;
const FEW = 3;
const COLD_HEADROOM = 0.1;
const WARM_HEADROOM = 0.03;
/** Never below half the raw estimate nor above 4 times it, whatever a response says. */
const MIN_RATIO = 0.5;
const MAX_RATIO = 4;

export function createCalibration(): Calibration {
  const ratios: number[] = [];
  let ratio = 1;
  return {
    observe(raw, counted) {
      if (!(raw > 0) || !(counted >= 0) || !Number.isFinite(counted)) return;
      ratios.push(counted / raw);
      if (ratios.length > HISTORY) ratios.shift();
      const high = Math.max(...ratios);
      const low = Math.min(...ratios);
      const headroom =
        ratios.length < FEW
          ? COLD_HEADROOM
          : Math.min(COLD_HEADROOM, WARM_HEADROOM + (low > 0 ? high / low - 1 : 1));
      ratio = Math.min(MAX_RATIO, Math.max(MIN_RATIO, high * (1 + headroom)));
    },
    get ratio() {
      return ratio;
    },
    get calibrated() {
      return ratios.length > 0;
    },
  };
}
