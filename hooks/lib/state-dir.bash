#!/usr/bin/env bash
# Where jobai keeps this machine's state, as src/config/settings.ts resolves it: JOBAI_STATE_DIR, or
# jobai under the temporary directory node's os.tmpdir() names (TMPDIR, TMP, TEMP, then /tmp).
jobai_state_dir() {
  local dir="${JOBAI_STATE_DIR:-}"
  if [[ -z "$dir" ]]; then
    local tmp="${TMPDIR:-${TMP:-${TEMP:-/tmp}}}"
    dir="${tmp%/}/jobai"
  fi
  echo "${dir%/}"
}
