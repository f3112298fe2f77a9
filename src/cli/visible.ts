/**
 * Text from outside (a server's build message, pipeline or model name, an error's message) shown
 * on a person's terminal. A terminal acts on control characters: `\e]0;title\a` sets its title,
 * `\e]52;c;...\a` writes the clipboard, `\r` or `\e[2K` rewrites what was printed, and the
 * bidirectional overrides reorder it (issue 23: a build message holding `\e]0;title\a` reached the
 * terminal raw from `jobai builds list`). Each C0 control, DEL, each C1 control and each
 * bidirectional control is shown as an escape instead (`\e`, `\n`, `\x9b`, `\u202e`). JSON output
 * needs none of this: JSON escapes them itself.
 */
const NAMED: Readonly<Record<string, string>> = {
  "\u0007": "\\a",
  "\b": "\\b",
  "\t": "\\t",
  "\n": "\\n",
  "\v": "\\v",
  "\f": "\\f",
  "\r": "\\r",
  "\u001b": "\\e",
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is replaced
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

function escapeOf(char: string): string {
  const named = NAMED[char];
  if (named) return named;
  const code = char.charCodeAt(0);
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16)}`;
}

/** `text` with every control character shown as an escape, except those in `keep` (e.g. "\n"). */
export function visible(text: string, keep = ""): string {
  return text.replace(UNSAFE, (char) => (keep.includes(char) ? char : escapeOf(char)));
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is replaced
const LOG_UNSAFE = /\u001b\[[0-9;:]*m|\r\n|[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A job's log for a terminal: as `visible`, but it keeps what a log is made of, its lines (`\n`,
 * `\r\n`), tabs and colours (SGR sequences, `\e[31m`); every other control (a title, the
 * clipboard, a cursor move, a lone `\r`) is shown as an escape. Piped or redirected, a log is
 * printed exactly as the server holds it: that is data, not a terminal's input.
 */
export function visibleLog(text: string): string {
  return text.replace(LOG_UNSAFE, (match) =>
    match.length > 1 || match === "\n" || match === "\t" ? match : escapeOf(match),
  );
}

/**
 * `visibleLog` over a stream of pieces (a model's answer, delta by delta): an escape sequence or a
 * `\r\n` cut between two pieces is held back until the next, so a colour split in two is kept as
 * one. `end()` gives what is held (a fragment, shown as escapes).
 */
export function visibleStream(): { write(text: string): string; end(): string } {
  let held = "";
  return {
    write(text) {
      const all = held + text;
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the start of a sequence
      const cut = /\u001b(\[[0-9;:]*)?$|\r$/.exec(all)?.index ?? all.length;
      held = all.slice(cut);
      return visibleLog(all.slice(0, cut));
    },
    end() {
      const rest = visibleLog(held);
      held = "";
      return rest;
    },
  };
}
