#!/bin/sh
# Redis under docker compose, and the chart's own (its copy, files/redis-start.sh, is made by
# scripts/ops/infrastructure-users.ts): the users of users.acl (made by that script from the
# processes' rights), the default user off. Each password comes from its variable (REDIS_<USER>_PASSWORD)
# and is written as its SHA-256 into the volume's copy of the file, never onto a command line.
set -eu
acl=/data/users.acl
cp /etc/redis/users.acl "$acl"
for user in $(sed -n 's/^user \([a-z]*\) on #<.*/\1/p' /etc/redis/users.acl); do
  variable="REDIS_$(echo "$user" | tr 'a-z' 'A-Z')_PASSWORD"
  password=$(printenv "$variable") || { echo "set $variable in .env (npm run -s secrets)" >&2; exit 1; }
  digest=$(printf %s "$password" | sha256sum | cut -c1-64)
  sed -i "s/#<$user>/#$digest/" "$acl"
done
chmod 600 "$acl"
# The official image's entrypoint runs Redis as its own user (owning /data); the local stand-in has none.
if command -v docker-entrypoint.sh >/dev/null; then set -- docker-entrypoint.sh; else set --; fi
exec "$@" redis-server --appendonly yes --aclfile "$acl"
