export type LimiterKind = "fixed" | "sliding" | "bucket";
export const LIMITER_KINDS: LimiterKind[];
export interface LimiterState {
  /** Whether one more request fits now. */
  fits: boolean;
  /** What the headers say: Remaining after this request (when counting) and Reset in seconds. */
  remaining: number;
  resetSeconds: number;
}
export interface Limiter {
  state(now: number, counting: boolean): LimiterState;
  count(now: number): void;
}
export function limiter(kind: LimiterKind, limit: number, windowMs: number): Limiter;
