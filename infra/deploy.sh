#!/usr/bin/env bash
# Deploys the published-sites stack (S3, CloudFront + OAC, edge function, KeyValueStore).
# Needs the AWS CLI and credentials; CloudFront resources live in us-east-1's control plane.
# Usage: infra/deploy.sh [stack-name]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
stack="${1:-sitewright-sites}"
rendered="$(mktemp --suffix=.yaml)"
trap 'rm -f "$rendered"' EXIT
(cd "$here/.." && npm run --silent check:edge --workspace publisher)
node "$here/render-template.mjs" >"$rendered"
aws cloudformation deploy \
  --stack-name "$stack" \
  --template-file "$rendered" \
  --capabilities CAPABILITY_IAM \
  --parameter-overrides "Name=$stack"
aws cloudformation describe-stacks --stack-name "$stack" --query 'Stacks[0].Outputs' --output table
