/**
 * How many input tokens a text will count. One function, so the digest's budget follows the
 * limiter's estimator once it is wired in (src/limit/); until then a conservative placeholder.
 */

/**
 * Characters per token assumed by the placeholder. Real tokenizers average about 3.5-4 characters
 * per token on English and code, fewer on logs full of hex, paths and punctuation: 3 errs on the
 * side of sending less than the budget.
 */
const CHARS_PER_TOKEN = 3;

export type TokenEstimator = (text: string) => number;

/** A conservative estimate of the tokens `text` will count as input. */
export const estimateTokens: TokenEstimator = (text) => Math.ceil(text.length / CHARS_PER_TOKEN);
