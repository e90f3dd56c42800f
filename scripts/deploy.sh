#!/usr/bin/env bash
# Deploys dist-like folder $1 (<slug>/, <slug>.nginx.conf, default.nginx.conf) of brand $BRAND
# to $DEPLOY_TARGET with scripts/deploy.ts. For nginx the SSH key lives in an agent for this
# command only: no other step of the job can use it.
set -euo pipefail
from=$1
if [ "$DEPLOY_TARGET" = nginx ]; then
  install -m 700 -d ~/.ssh
  printf '%s\n' "$NGINX_SSH_KNOWN_HOSTS" > ~/.ssh/known_hosts
  eval "$(ssh-agent -s)" > /dev/null
  trap 'ssh-agent -k > /dev/null' EXIT
  printf '%s\n' "$NGINX_SSH_KEY" | ssh-add - 2> /dev/null
fi
node scripts/deploy.ts --brand "$BRAND" --site "$from/$BRAND" --nginx-conf "$from/$BRAND.nginx.conf"
