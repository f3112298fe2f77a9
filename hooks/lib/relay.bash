#!/usr/bin/env bash
# The relay's part of the plugin (plugin option `relay: true`): start it from the environment hook,
# stop it and print its usage from pre-exit. Sourced by the hooks. Nothing here runs node unless the
# step asked for the relay.

# Whether the step asked for the relay: `relay: true` in SERVICE_PLUGIN_CONFIGURATION (JSON) or, when
# that is absent, SERVICE_PLUGIN_JOBAI_RELAY=true. A cheap text match; `jobai relay` then validates
# the whole configuration and names any bad option.
jobai_relay_wanted() {
  local config="${SERVICE_PLUGIN_CONFIGURATION:-}"
  if [[ -n "${config//[[:space:]]/}" ]]; then
    local pattern='(^|[^\\])"relay"[[:space:]]*:[[:space:]]*true'
    [[ "$config" =~ $pattern ]]
    return
  fi
  [[ "${SERVICE_PLUGIN_JOBAI_RELAY:-}" == "true" ]]
}

# shellcheck source=hooks/lib/control-chars.bash
. "${BASH_SOURCE[0]%/*}/control-chars.bash" # sourced by path (hooks/lib/...): no dirname fork
# shellcheck source=hooks/lib/state-dir.bash
. "${BASH_SOURCE[0]%/*}/state-dir.bash" # sourced by path (hooks/lib/...): no dirname fork

# The relay's address file for this job: one per job under the state directory.
jobai_relay_address_file() {
  local job="${SERVICE_JOB_ID:-local}"
  echo "$(jobai_state_dir)/relay-${job//[^A-Za-z0-9_-]/_}.json"
}

# Start the relay in the background and point the step's tools at it: ANTHROPIC_BASE_URL is its
# address, and ANTHROPIC_API_KEY (and the Authorization header in ANTHROPIC_CUSTOM_HEADERS) its own
# key, made when it starts: the job token stays in the relay, and a tool that reaches the port
# after the relay has gone hands whoever holds it a key that opens nothing. Each value is checked
# against its exact shape before it is exported. If the relay cannot start, say why and leave the
# variables pointing at the proxy directly: the step still runs, only without the shared limiter.
jobai_start_relay() {
  local root
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  local file line out="" url="" key=""
  local url_re='^ANTHROPIC_BASE_URL="(http://127\.0\.0\.1:[0123456789]+)"$'
  local key_re='^ANTHROPIC_API_KEY="([ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-]{43})"$'
  file="$(jobai_relay_address_file)"
  if jobai_has_control_char "the relay's address file (under JOBAI_STATE_DIR or TMPDIR)" "$file" "the relay is not started; set JOBAI_STATE_DIR to a plain path"; then
    return 0
  fi
  if out="$(node "${root}/bin/jobai.js" relay --daemon --address-file "$file" --format dotenv)"; then
    while IFS= read -r line; do
      if [[ "$line" =~ $url_re ]]; then
        url="${BASH_REMATCH[1]}"
      elif [[ "$line" =~ $key_re ]]; then
        key="${BASH_REMATCH[1]}"
      fi
    done <<<"$out"
  fi
  if [[ -n "$url" && -n "$key" ]]; then
    export ANTHROPIC_BASE_URL="$url"
    export ANTHROPIC_API_KEY="$key"
    export ANTHROPIC_CUSTOM_HEADERS="Authorization: Token ${key}"
    export JOBAI_RELAY_ADDRESS_FILE="$file"
  else
    # Started but not understood (never expected): a relay nobody points at is stopped, not left.
    [[ -z "$out" ]] || node "${root}/bin/jobai.js" relay stop --address-file "$file" >/dev/null 2>&1 || true
    echo "jobai: warning: the relay did not start (see above); tools in this step call the proxy directly, without the shared limiter" >&2
  fi
  return 0
}

# Stop the relay this job started (streams in flight finish first) and print its usage line.
# Never fails the hook: the job's outcome is the command's outcome.
jobai_stop_relay() {
  local file="${JOBAI_RELAY_ADDRESS_FILE:-}"
  [[ -n "$file" && -f "$file" ]] || return 0
  local root
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  node "${root}/bin/jobai.js" relay stop --address-file "$file" ||
    echo "jobai: warning: the relay did not stop cleanly (see above)" >&2
  return 0
}
