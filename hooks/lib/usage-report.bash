#!/usr/bin/env bash
# The build usage report's part of the plugin (plugin option `usage-report: true`): from pre-exit,
# post one build annotation of every job's model usage (`jobai usage --annotate`). Sourced by
# pre-exit. Nothing here runs node unless the step asked for the report.

# Whether the step asked for it: `usage-report: true` in SERVICE_PLUGIN_CONFIGURATION (JSON) or,
# when that is absent, SERVICE_PLUGIN_JOBAI_USAGE_REPORT=true. A cheap text match; `jobai usage`
# then validates the whole configuration and names any bad option.
jobai_usage_report_wanted() {
  local config="${SERVICE_PLUGIN_CONFIGURATION:-}"
  if [[ -n "${config//[[:space:]]/}" ]]; then
    local pattern='(^|[^\\])"usage-report"[[:space:]]*:[[:space:]]*true'
    [[ "$config" =~ $pattern ]]
    return
  fi
  [[ "${SERVICE_PLUGIN_JOBAI_USAGE_REPORT:-}" == "true" ]]
}

# Post the build's usage annotation. Runs last in pre-exit: this job's own summary (post-command)
# has recorded its usage by then. Never fails the hook: the job's outcome is the command's outcome.
jobai_usage_report() {
  jobai_usage_report_wanted || return 0
  if ! command -v node >/dev/null 2>&1; then
    echo "jobai: warning: usage-report needs node on the agent; no usage annotation posted" >&2
    return 0
  fi
  local root="${BASH_SOURCE[0]%/*}/../.."
  node "${root}/bin/jobai.js" usage --annotate ||
    echo "jobai: warning: the build's usage report failed (exit status $?, see above); the step's outcome is unchanged" >&2
  return 0
}
