#!/usr/bin/env bash
# The proxy's variables in pure bash (no node), mirroring src/provider/sdk-env.ts; a test runs both
# and compares. Sourced by hooks/environment.

# shellcheck source=hooks/lib/control-chars.bash
. "${BASH_SOURCE[0]%/*}/control-chars.bash" # sourced by path (hooks/lib/...): no dirname fork

# Character sets spelled out, not as ranges: a range such as a-z follows the locale in bash regexes.
jobai_lower=abcdefghijklmnopqrstuvwxyz
jobai_upper=ABCDEFGHIJKLMNOPQRSTUVWXYZ
jobai_digit=0123456789
jobai_printable="!\"#\$%&'()*+,-./${jobai_digit}:;<=>?@${jobai_upper}[\\]^_\`${jobai_lower}{|}~"

# The one rule for an address the job token travels to, step for step as checkTokenUrl() in
# src/config/loopback.ts says it (read the rule there); test/foundation/token-url.test.ts runs both
# over adversarial URLs. Returns 0 and sets jobai_url (normalized: no default port, no doubled or
# trailing slash), or returns 1 and sets jobai_url_problem (and jobai_url_host for plain-http).
jobai_check_token_url() {
  local value="$1" ws=$' \t\n\v\f\r' l="$jobai_lower" u="$jobai_upper" d="$jobai_digit"
  jobai_url="" jobai_url_problem="" jobai_url_host=""
  value="${value#"${value%%[!"$ws"]*}"}"
  value="${value%"${value##*[!"$ws"]}"}"
  local re="^([$l$u][$l$u$d+.-]*)://"
  if ! [[ "$value" =~ $re ]]; then jobai_url_problem=not-url; return 1; fi
  if [[ "$value" == *[!"$jobai_printable"]* ]]; then jobai_url_problem=characters; return 1; fi
  local scheme="${BASH_REMATCH[1]}"
  local rest="${value:${#scheme}+3}"
  if [[ "$scheme" != http && "$scheme" != https ]]; then
    case "$scheme" in
      [Hh][Tt][Tt][Pp] | [Hh][Tt][Tt][Pp][Ss]) jobai_url_problem=upper-case ;;
      *) jobai_url_problem=scheme ;;
    esac
    return 1
  fi
  local authority="${rest%%/*}" path=""
  [[ "$rest" != */* ]] || path="/${rest#*/}"
  if [[ "$value" == *\\* ]]; then jobai_url_problem=backslash; return 1; fi
  if [[ "$value" == *%* ]]; then jobai_url_problem=escape; return 1; fi
  if [[ "$authority" == *@* ]]; then jobai_url_problem=user-info; return 1; fi
  if [[ "$authority$path" == *[?#]* ]]; then jobai_url_problem=query; return 1; fi
  # The host ends at `]` when bracketed, else at the first `:`; what follows must be `:port`.
  local host="${authority%%:*}"
  if [[ "$authority" == \[* ]]; then
    host=""
    [[ "$authority" != *]* ]] || host="${authority%%]*}]"
  fi
  local after="${authority:${#host}}"
  local port="${after:1}"
  if [[ "$host" == *["$u"]* ]]; then jobai_url_problem=upper-case; return 1; fi
  local octet="(0|[123456789][$d]?[$d]?)" loopback=""
  re="^$octet\\.$octet\\.$octet\\.$octet\$"
  if [[ "$host" =~ $re ]]; then
    if ((10#${BASH_REMATCH[1]} > 255 || 10#${BASH_REMATCH[2]} > 255 ||
      10#${BASH_REMATCH[3]} > 255 || 10#${BASH_REMATCH[4]} > 255)); then
      jobai_url_problem=host
      return 1
    fi
    [[ "${BASH_REMATCH[1]}" != 127 ]] || loopback=1
  elif [[ "$host" == localhost || "$host" == "[::1]" ]]; then
    loopback=1
  else
    re="^([$l$d-]+\\.)*[$l][$l$d-]*\$"
    if ! [[ "$host" =~ $re ]] || [[ "$host" == xn--* || "$host" == *.xn--* ]]; then
      jobai_url_problem=host
      return 1
    fi
  fi
  if [[ -n "$after" ]]; then
    re="^:[123456789][$d]?[$d]?[$d]?[$d]?\$"
    if ! [[ "$after" =~ $re ]] || ((10#$port > 65535)); then jobai_url_problem=port; return 1; fi
  fi
  re='/\.\.?(/|$)'
  if [[ "$path" =~ $re ]]; then jobai_url_problem=dot-segment; return 1; fi
  re="^(/[$l$u$d._~!\$&'()*+,;=:@-]*)*\$"
  if ! [[ "$path" =~ $re ]]; then jobai_url_problem=path; return 1; fi
  if [[ "$scheme" == http && -z "$loopback" ]]; then
    jobai_url_problem=plain-http jobai_url_host="$host"
    return 1
  fi
  [[ "$scheme:$port" != http:80 && "$scheme:$port" != https:443 ]] || port=""
  while [[ "$path" == *//* ]]; do path="${path//\/\//\/}"; done
  jobai_url="${scheme}://${host}${port:+:$port}${path%/}"
}

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
  if ! jobai_check_token_url "$endpoint"; then
    if [[ "$jobai_url_problem" == plain-http ]]; then
      echo "jobai: SERVICE_AGENT_ENDPOINT must be an https:// URL (http:// only to localhost, 127.x.y.z or [::1]): the token would travel unencrypted to ${jobai_url_host}" >&2
    else
      echo "jobai: SERVICE_AGENT_ENDPOINT is not an address the token may go to (${jobai_url_problem}): give https://host[:port][/path] in lower case, without credentials, query, escapes or white space; 'jobai env' says more" >&2
    fi
    unset jobai_url jobai_url_problem jobai_url_host
    return 1
  fi
  endpoint="$jobai_url"
  unset jobai_url jobai_url_problem jobai_url_host
  # Every value is checked before any is exported: a refused one leaves the environment as it was.
  if jobai_has_control_char SERVICE_AGENT_ACCESS_TOKEN "$token" "a job token is one word; check how it was set"; then
    return 1
  fi
  jobai_plugin_model
  if jobai_has_control_char "the plugin's model option ($jobai_model_from)" "$jobai_model" "give a model id such as claude-sonnet-4-5"; then
    unset jobai_model jobai_model_from
    return 1
  fi
  # The rule src/config/settings.ts (MODEL_ID) applies: letters, digits and . - _ : @ / only
  # (spelt out: a bracket range follows the locale).
  local model_re='^[ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._:@/-]+$'
  if [[ -n "$jobai_model" && ! "$jobai_model" =~ $model_re ]]; then
    echo "jobai: the plugin's model option ($jobai_model_from) is not a model id (letters, digits and . - _ : @ / only): give a model id such as claude-sonnet-4-5" >&2
    unset jobai_model jobai_model_from
    return 1
  fi

  export ANTHROPIC_BASE_URL="${endpoint}/ai/vendor"
  export ANTHROPIC_API_KEY="$token"
  # The SDK sends ANTHROPIC_API_KEY as a Bearer token, which the proxy refuses; this header,
  # merged over it, makes a plain SDK client use the proxy's `Authorization: Token` form.
  export ANTHROPIC_CUSTOM_HEADERS="Authorization: Token ${token}"
  if [[ -n "$jobai_model" ]]; then
    export ANTHROPIC_MODEL="$jobai_model"
  fi
  unset jobai_model jobai_model_from
}

# Sets jobai_model to the plugin's `model` option (and jobai_model_from to the variable it came from), read where src/config/plugin-config.ts reads it:
# SERVICE_PLUGIN_CONFIGURATION (JSON) when the agent sets it, else SERVICE_PLUGIN_JOBAI_MODEL. A
# model id is plain text, so a match of `"model": "..."` finds it without a JSON parser (this hook
# starts no node); a value with escapes is left to jobai's own commands, which parse the JSON.
jobai_plugin_model() {
  local config="${SERVICE_PLUGIN_CONFIGURATION:-}"
  local pattern='(^|[{,[:space:]])"model"[[:space:]]*:[[:space:]]*"([^"\\]*)"'
  jobai_model=""
  jobai_model_from=SERVICE_PLUGIN_CONFIGURATION
  if [[ -z "${config//[[:space:]]/}" ]]; then
    jobai_model="${SERVICE_PLUGIN_JOBAI_MODEL:-}"
    jobai_model_from=SERVICE_PLUGIN_JOBAI_MODEL
  elif [[ "$config" =~ $pattern ]]; then
    jobai_model="${BASH_REMATCH[2]}"
  fi
}
