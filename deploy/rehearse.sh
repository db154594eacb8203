#!/usr/bin/env bash
# Rehearses a GitHub delivery against a running resilience-bot: signs a real
# webhook payload with the webhook secret (HMAC-SHA256 in X-Hub-Signature-256,
# as GitHub signs) and POSTs it with GitHub's headers, then prints the bot's
# answer. Use it after `resilience-bot --check` to see a delivery queued and
# reviewed before pointing the App's webhook at the bot.
#
# Usage: deploy/rehearse.sh [options] [PAYLOAD.json]
#   -u URL             the bot's webhook URL (default http://127.0.0.1:8080/webhook)
#   -e EVENT           X-GitHub-Event (default: the file name's first part,
#                      pull_request.opened.json -> pull_request)
#   -f FILE            the webhook secret's file (default $RESILIENCE_BOT_WEBHOOK_SECRET_FILE;
#                      or the secret itself in $RESILIENCE_BOT_WEBHOOK_SECRET)
#   -r OWNER/REPO -n NUMBER -s HEAD_SHA -i INSTALLATION_ID
#                      rewrite these fields first (needs jq), to have a real pull
#                      request of a repository the App is installed on reviewed
# PAYLOAD defaults to internal/bot/testdata/webhooks/pull_request.opened.json,
# GitHub's example delivery (Codertocat/Hello-World #2, installation 1).
# Exit 0 when the bot answers 2xx (202 queued or duplicate, 200 for ping).
# The secret is passed to openssl on its command line: rehearse on a machine
# you trust.
set -euo pipefail
cd "$(dirname "$0")/.."

url=http://127.0.0.1:8080/webhook event= secret_file=${RESILIENCE_BOT_WEBHOOK_SECRET_FILE:-}
repo= number= sha= installation=
while getopts "u:e:f:r:n:s:i:" opt; do
  case "$opt" in
    u) url=$OPTARG ;;
    e) event=$OPTARG ;;
    f) secret_file=$OPTARG ;;
    r) repo=$OPTARG ;;
    n) number=$OPTARG ;;
    s) sha=$OPTARG ;;
    i) installation=$OPTARG ;;
    *) sed -n '2,22p' "$0" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
payload=${1:-internal/bot/testdata/webhooks/pull_request.opened.json}
[[ -r "$payload" ]] || { echo "rehearse: cannot read the payload $payload" >&2; exit 2; }
if [[ -z "$event" ]]; then
  event=$(basename "$payload"); event=${event%%.*}
fi

if [[ -n "$secret_file" ]]; then
  secret=$(cat "$secret_file")
else
  secret=${RESILIENCE_BOT_WEBHOOK_SECRET:-}
fi
secret=${secret%$'\n'}; secret=${secret%$'\r'}
[[ -n "$secret" ]] || { echo "rehearse: no webhook secret: give -f FILE, RESILIENCE_BOT_WEBHOOK_SECRET_FILE or RESILIENCE_BOT_WEBHOOK_SECRET" >&2; exit 2; }

body=$(mktemp)
trap 'rm -f "$body"' EXIT
if [[ -n "$repo$number$sha$installation" ]]; then
  command -v jq >/dev/null || { echo "rehearse: -r, -n, -s and -i need jq" >&2; exit 2; }
  jq -c --arg repo "$repo" --arg number "$number" --arg sha "$sha" --arg inst "$installation" '
    (if $repo != "" then
       ($repo | split("/")) as [$o, $n]
       | .repository.full_name = $repo | .repository.name = $n | .repository.owner.login = $o
       | if .pull_request then
           .pull_request.base.repo.full_name = $repo | .pull_request.base.repo.name = $n | .pull_request.base.repo.owner.login = $o
           | .pull_request.head.repo.full_name = $repo | .pull_request.head.repo.name = $n | .pull_request.head.repo.owner.login = $o
         else . end
     else . end)
    | (if $number != "" then .number = ($number | tonumber) | (if .pull_request then .pull_request.number = ($number | tonumber) else . end) else . end)
    | (if $sha != "" and .pull_request then .pull_request.head.sha = $sha else . end)
    | (if $inst != "" then .installation.id = ($inst | tonumber) else . end)
  ' "$payload" > "$body"
else
  cp "$payload" "$body"
fi

sig=$(openssl dgst -sha256 -hmac "$secret" -r < "$body" | cut -d' ' -f1)
delivery="rehearse-$(date +%s)-$RANDOM"
echo "rehearse: POST $url ($event, delivery $delivery, $(wc -c < "$body") bytes of $payload)"
answer=$(curl -sS --max-time 30 -o - -w '\n%{http_code}' -X POST "$url" \
  -H "Content-Type: application/json" \
  -H "User-Agent: GitHub-Hookshot/rehearse" \
  -H "X-GitHub-Event: $event" \
  -H "X-GitHub-Delivery: $delivery" \
  -H "X-Hub-Signature-256: sha256=$sig" \
  --data-binary "@$body")
status=${answer##*$'\n'}
echo "rehearse: $status ${answer%$'\n'*}"
[[ "$status" == 2* ]]
