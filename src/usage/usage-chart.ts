/**
 * A horizontal bar chart in Unicode block characters: one line per row, bars scaled to the largest
 * value, eighths of a cell for precision. Text, so the same chart reads in a terminal, a job log and
 * a Markdown code block, and no annotation renderer can strip it (an inline SVG may be).
 */

/** Eighths of a cell, from one eighth to a full block. */
const EIGHTHS = ["▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"];

export interface ChartRow {
  label: string;
  value: number;
  /** The value as shown after the bar (default the value's count, formatCount). */
  text?: string;
}

/** A bar of `value` out of `max` on `width` cells; a non-zero value shows at least an eighth. */
export function bar(value: number, max: number, width: number): string {
  if (!(value > 0) || !(max > 0)) return "";
  const eighths = Math.max(1, Math.round((Math.min(value, max) / max) * width * 8));
  const full = Math.floor(eighths / 8);
  const rest = eighths % 8;
  return "█".repeat(full) + (rest ? (EIGHTHS[rest - 1] ?? "") : "");
}

/** Thousands separated with commas, whatever the locale: output a test or a script can read. */
export const formatCount = (value: number) =>
  Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** The chart's lines: label, bar, value; labels padded to the longest. */
export function barChart(rows: readonly ChartRow[], width = 30): string[] {
  const max = Math.max(0, ...rows.map((row) => row.value));
  const labelWidth = Math.max(0, ...rows.map((row) => [...row.label].length));
  const barWidth = width + 1;
  return rows.map((row) => {
    const label = row.label + " ".repeat(labelWidth - [...row.label].length);
    const drawn = bar(row.value, max, width);
    return `${label}  ${drawn}${" ".repeat(barWidth - [...drawn].length)}${row.text ?? formatCount(row.value)}`;
  });
}
