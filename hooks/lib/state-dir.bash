#!/usr/bin/env bash
# Where jobai keeps this machine's state, as src/config/state-dir.ts resolves it: JOBAI_STATE_DIR, or
# jobai-<uid> under the temporary directory node's os.tmpdir() names (TMPDIR, TMP, TEMP, then /tmp),
# one per user (EUID is bash's own: no fork). The hooks only name it: node checks, before anything
# is written there, that it is really this user's and that no directory above it lets another user
# swap it (src/config/state-dir.ts, checkAncestors); a refused one makes the relay and the usage
# report warn and step aside.
jobai_state_dir() {
  local dir="${JOBAI_STATE_DIR:-}"
  if [[ -z "$dir" ]]; then
    local tmp="${TMPDIR:-${TMP:-${TEMP:-/tmp}}}"
    dir="${tmp%/}/jobai-${EUID}"
  fi
  echo "${dir%/}"
}
