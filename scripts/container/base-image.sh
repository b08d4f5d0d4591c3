#!/usr/bin/env bash
# Builds, for the container test only, a stand-in for the official `node:20-bookworm-slim` image:
# registry images cannot be pulled here, so it is Debian bookworm (debootstrap, minbase) with this
# machine's Node 20 copied in where the official image keeps it (/usr/local). Prints the image name.
# The rootfs is cached under a temporary directory keyed by the date, the image by its tag, so one CI
# run (or one day of runs) builds it once (decision 275).
set -euo pipefail

TAG="localhost/tend-test-base:node$(node -p 'process.versions.node')-$(date -u +%Y%m%d)"
if podman image exists "$TAG"; then
  echo "$TAG"
  exit 0
fi

ROOTFS="${TMPDIR:-/tmp}/tend-debootstrap-bookworm-$(date -u +%Y%m%d)"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
if [ ! -f "$ROOTFS/.complete" ]; then
  rm -rf "$ROOTFS"
  echo "[base] debootstrap bookworm into $ROOTFS" >&2
  debootstrap --variant=minbase bookworm "$ROOTFS" "$MIRROR" >&2
  # What the official slim image leaves out: caches, docs and apt lists.
  rm -rf "$ROOTFS"/var/lib/apt/lists/* "$ROOTFS"/var/cache/apt/*.bin "$ROOTFS"/usr/share/doc/* \
    "$ROOTFS"/usr/share/man/* "$ROOTFS"/usr/share/locale/*
  touch "$ROOTFS/.complete"
fi

NODE_BIN="$(readlink -f "$(command -v node)")"
NPM_DIR="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")"
NODE_PREFIX="$(dirname "$(dirname "$NODE_BIN")")"
STAGE="$(mktemp -d)"
trap 'rm -rf "$STAGE"' EXIT
mkdir -p "$STAGE/usr/local/bin" "$STAGE/usr/local/lib/node_modules" "$STAGE/usr/local/include"
cp "$NODE_BIN" "$STAGE/usr/local/bin/node"
cp -a "$NPM_DIR" "$STAGE/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$STAGE/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$STAGE/usr/local/bin/npx"
# Node's headers, as in the official image, so a native module can build against this Node.
cp -a "$NODE_PREFIX/include/node" "$STAGE/usr/local/include/node"
# This machine's trust store: its HTTPS egress (the npm registry during the image build) goes through
# a proxy with its own certificate authority. Certificates only, nothing secret.
mkdir -p "$STAGE/etc/tend-test-ca"
cp /etc/ssl/certs/ca-certificates.crt "$STAGE/etc/tend-test-ca/ca-certificates.crt"

echo "[base] importing $TAG" >&2
# The rootfs whole, then only the new paths of the stage (a directory listed twice is refused).
tar -C "$ROOTFS" --exclude=./.complete -c . -C "$STAGE" ./usr/local/bin/node ./usr/local/bin/npm \
  ./usr/local/bin/npx ./usr/local/lib/node_modules ./usr/local/include/node ./etc/tend-test-ca \
  | podman import --change 'CMD ["node"]' --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/tend-test-ca/ca-certificates.crt' \
    --change 'ENV npm_config_cafile=/etc/tend-test-ca/ca-certificates.crt' - "$TAG" >&2
echo "$TAG"
