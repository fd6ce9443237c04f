#!/usr/bin/env bash
# Clean-build timings, as a newcomer and CI meet them: each build starts from an empty scratch
# directory (dependencies come from the local package mirror, so no network time is counted).
#
#   scripts/build-times.sh          # debug `spaces` (the newcomer's first `swift run spaces`),
#                                   # release `spaces` (`swift build -c release`, what `spaces
#                                   # bench` is measured with), then debug with tests (what
#                                   # `swift test` builds first)
#   scripts/build-times.sh --ci     # also `.ci/run` on a fresh clone of this checkout's HEAD
#
# Prints one `name: value s` line per figure, like `spaces bench`, and for each build the
# targets SwiftPM spent longest on: from the first to the last of a target's "Compiling" lines
# (a rough share: targets build side by side on every core).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d /tmp/spaces-build-times.XXXX)
trap 'rm -rf "$work"' EXIT

now() { date +%s.%N; }

timed() { # a figure's name, then the command; each output line is kept with its time
  local name=$1
  shift
  local start
  start=$(now)
  if ! "$@" 2>&1 | while IFS= read -r line; do printf '%s %s\n' "$(now)" "$line"; done \
    >"$work/$name.log"; then
    echo "$name: failed; its last lines:" >&2
    tail -30 "$work/$name.log" >&2
    exit 1
  fi
  awk -v s="$start" -v e="$(now)" -v n="$name" 'BEGIN { printf "%s: %.1f s\n", n, e - s }'
}

spans() { # the targets with the longest span between their first and last "Compiling" line
  awk '{ for (i = 2; i < NF; i++) if ($i == "Compiling") { t = $(i + 1)
           if (!(t in first)) first[t] = $1; last[t] = $1 } }
       END { for (t in first) printf "%.1f %s\n", last[t] - first[t], t }' "$1" |
    sort -rn | head -6 | awk '{ printf "#   %s: %s s\n", $2, $1 }'
}

timed build.clean_debug_spaces swift build --product spaces --scratch-path "$work/run"
echo "# build.clean_debug_spaces, the longest targets:"
spans "$work/build.clean_debug_spaces.log"
rm -rf "$work/run"
timed build.clean_release_spaces swift build -c release --product spaces --scratch-path "$work/release"
echo "# build.clean_release_spaces, the longest targets:"
spans "$work/build.clean_release_spaces.log"
timed build.clean_debug_with_tests swift build --build-tests --scratch-path "$work/debug"
echo "# build.clean_debug_with_tests, the longest targets:"
spans "$work/build.clean_debug_with_tests.log"

if [ "${1:-}" = "--ci" ]; then
  git clone -q . "$work/clone"
  timed ci.clean_clone bash -c "cd '$work/clone' && CI=true bash .ci/run"
fi
