#!/usr/bin/env bash
# Prints every file in dist/ (or the folder given) with its raw size and its gzip -9 size, the figure a visitor downloads.
set -euo pipefail
dir=${1:-dist}
[[ -d $dir ]] || { echo "size: $dir/ does not exist; build first (make build)" >&2; exit 1; }

total_raw=0
total_gz=0
printf '%10s %10s  %s\n' raw gzip file
while IFS= read -r -d '' f; do
  raw=$(stat -c %s "$f")
  gz=$(gzip -9 -n -c "$f" | wc -c)
  total_raw=$((total_raw + raw))
  total_gz=$((total_gz + gz))
  printf '%10d %10d  %s\n' "$raw" "$gz" "${f#"$dir"/}"
done < <(find "$dir" -type f -print0 | sort -z)
printf '%10d %10d  %s\n' "$total_raw" "$total_gz" "total (bytes)"
