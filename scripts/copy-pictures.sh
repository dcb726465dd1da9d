#!/usr/bin/env bash
# The nightly copy of the pictures bucket (docs/DEPLOY.md §7): rclone makes the copy
# bucket (remote `copy`) the same as the pictures bucket (remote `media`), and moves what
# the pictures bucket no longer has, or has replaced, into a folder of the removed bucket
# named after the run (the UTC time, or the first argument), which the provider empties
# after 35 days. Remotes and buckets come from the environment (RCLONE_CONFIG_MEDIA_*,
# RCLONE_CONFIG_COPY_*, PICTURES_BUCKET, PICTURES_COPY_BUCKET, PICTURES_REMOVED_BUCKET).
set -euo pipefail
: "${PICTURES_BUCKET:?absent}" "${PICTURES_COPY_BUCKET:?absent}" "${PICTURES_REMOVED_BUCKET:?absent}"
run="${1:-$(date -u +%Y-%m-%dT%H%M%SZ)}"
exec rclone sync "media:$PICTURES_BUCKET" "copy:$PICTURES_COPY_BUCKET" \
  --backup-dir "copy:$PICTURES_REMOVED_BUCKET/$run" --checksum --fast-list
