#!/usr/bin/env bash
# Deploys the published-sites stack (S3, CloudFront + OAC, edge function, KeyValueStore, the
# multi-tenant distribution for custom domains and its connection group).
# Needs the AWS CLI and credentials; CloudFront resources live in us-east-1's control plane.
# Usage: API_ORIGIN_DOMAIN=api.example.com infra/deploy.sh [stack-name]
#   API_ORIGIN_DOMAIN: the api's public host (HTTPS), the origin of /_forms/*.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
stack="${1:-sitewright-sites}"
api_origin="${API_ORIGIN_DOMAIN:?set API_ORIGIN_DOMAIN to the public host name of the api}"
rendered="$(mktemp --suffix=.yaml)"
trap 'rm -f "$rendered"' EXIT
(cd "$here/.." && npm run --silent check:edge --workspace publisher)
node "$here/render-template.mjs" >"$rendered"
aws cloudformation deploy \
  --stack-name "$stack" \
  --template-file "$rendered" \
  --capabilities CAPABILITY_IAM \
  --parameter-overrides "Name=$stack" "ApiOriginDomain=$api_origin"
aws cloudformation describe-stacks --stack-name "$stack" --query 'Stacks[0].Outputs' --output table
