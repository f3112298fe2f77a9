/**
 * The heading and style of a one-step summary's annotation, from what is known of the step's exit
 * status. Only a known failure gets the failure mark and the error style: a summary of a passing
 * step was titled "❌" when its status was not known (issue 21), and an annotation must not call a
 * step failed that may have passed.
 */
import type { AnnotationStyle } from "../agent/limits.js";

/** What is known of how the step ended. */
export type StepOutcome = "failed" | "passed" | "unknown";

export function stepOutcome(exitStatus: string | number | undefined): StepOutcome {
  if (exitStatus === undefined || String(exitStatus).trim() === "") return "unknown";
  return String(exitStatus).trim() === "0" ? "passed" : "failed";
}

export interface StepHeading {
  title: string;
  style: AnnotationStyle;
  outcome: StepOutcome;
}

export function stepHeading(label: string, exitStatus: string | number | undefined): StepHeading {
  const outcome = stepOutcome(exitStatus);
  if (outcome === "failed")
    return {
      title: `❌ ${label} failed (exit status ${String(exitStatus).trim()})`,
      style: "error",
      outcome,
    };
  // Info, not success: a summary of a passed step (the plugin's `trigger: always`) is a note to read.
  if (outcome === "passed") return { title: `✅ ${label} passed (exit status 0)`, style: "info", outcome };
  return { title: `ℹ️ ${label}: its log explained (exit status unknown)`, style: "info", outcome };
}
