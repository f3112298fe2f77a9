import type { CheckResult, CheckStatus } from "./check.js";
import type { DoctorReport } from "./run-doctor.js";

const MARK: Record<CheckStatus, string> = { ok: "✓", fail: "✗", skip: "-" };

/** "1 check", "2 checks". */
export function checksText(count: number): string {
  return `${count} ${count === 1 ? "check" : "checks"}`;
}

/**
 * The report for people: a line per check (a mark, its name, what was found), the fix under each
 * failure, then one line that says whether the job is ready.
 */
export function reportText(report: DoctorReport): string {
  const width = Math.max(...report.checks.map((check) => check.name.length));
  const lines: string[] = [];
  for (const check of report.checks) {
    lines.push(`${MARK[check.status]} ${check.name.padEnd(width)}  ${check.detail}`);
    if (check.fix) lines.push(`  ${" ".repeat(width)}  fix: ${check.fix}`);
  }
  const failed: CheckResult[] = report.checks.filter((check) => check.status === "fail");
  const skipped = report.checks.filter((check) => check.status === "skip").length;
  lines.push(
    "",
    failed.length === 0
      ? `jobai doctor: every check passed${skipped ? ` (${checksText(skipped)} not needed here)` : ""}`
      : `jobai doctor: ${checksText(failed.length)} failed (${failed.map((check) => check.name).join(", ")}): fix ${failed.length === 1 ? "it" : "them"} as shown and run 'jobai doctor' again`,
  );
  return `${lines.join("\n")}\n`;
}
