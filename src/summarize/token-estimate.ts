/**
 * How many input tokens a text will count: the limiter's estimator (src/limit/estimator.ts), which
 * counts high, and never less than one token per 3 characters. One function, so the digest's
 * budget and the limiter agree.
 */
import { estimateTextTokens } from "../limit/estimator.js";

/**
 * A floor under the estimate. Real tokenizers average about 3.5-4 characters per token on English
 * and code, fewer on logs full of hex, paths and punctuation: 3 errs on the side of sending less.
 */
const CHARS_PER_TOKEN = 3;

export type TokenEstimator = (text: string) => number;

/** A conservative estimate of the input tokens `text` will count. */
export const estimateTokens: TokenEstimator = (text) =>
  Math.max(estimateTextTokens(text), Math.ceil(text.length / CHARS_PER_TOKEN));
