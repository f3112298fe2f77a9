#!/usr/bin/env bash
# The proxy's variables in pure bash (no node), mirroring src/provider/sdk-env.ts; a test runs both
# and compares. Sourced by hooks/environment.

# Prints one line naming what is missing and returns 1 when the job's endpoint or token is absent
# or unusable; otherwise exports ANTHROPIC_BASE_URL, ANTHROPIC_API_KEY, ANTHROPIC_CUSTOM_HEADERS and,
# when the plugin's `model` option is set, ANTHROPIC_MODEL.
jobai_export_proxy_env() {
  local fix="run inside a job, or start 'jobai emulate' and source its output"
  local endpoint="${SERVICE_AGENT_ENDPOINT:-}"
  local token="${SERVICE_AGENT_ACCESS_TOKEN:-}"
  if [[ -z "${endpoint//[[:space:]]/}" ]]; then
    echo "jobai: SERVICE_AGENT_ENDPOINT is not set: ${fix}" >&2
    return 1
  fi
  if [[ -z "${token//[[:space:]]/}" ]]; then
    echo "jobai: SERVICE_AGENT_ACCESS_TOKEN is not set: ${fix}" >&2
    return 1
  fi
  # The token travels with every request: https, or http only to this machine.
  case "$endpoint" in
    https://*) ;;
    http://localhost | http://localhost[:/]* | http://127.* | "http://[::1]"*) ;;
    *)
      echo "jobai: SERVICE_AGENT_ENDPOINT must be an https:// URL (http:// only for loopback hosts)" >&2
      return 1
      ;;
  esac
  # Exactly one slash at each joint: no doubled slashes in the path, none at its end.
  local scheme="${endpoint%%://*}" rest="${endpoint#*://}"
  while [[ "$rest" == *//* ]]; do rest="${rest//\/\//\/}"; done
  endpoint="${scheme}://${rest%/}"

  export ANTHROPIC_BASE_URL="${endpoint}/ai/vendor"
  export ANTHROPIC_API_KEY="$token"
  # The SDK sends ANTHROPIC_API_KEY as a Bearer token, which the proxy refuses; this header,
  # merged over it, makes a plain SDK client use the proxy's `Authorization: Token` form.
  export ANTHROPIC_CUSTOM_HEADERS="Authorization: Token ${token}"
  if [[ -n "${SERVICE_PLUGIN_JOBAI_MODEL:-}" ]]; then
    export ANTHROPIC_MODEL="$SERVICE_PLUGIN_JOBAI_MODEL"
  fi
}
