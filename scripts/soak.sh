#!/usr/bin/env bash
# Soak the dashboard: STEPS random keys, resizes and clock jumps (default 100000) from SEED
# (default: a fixed one) through the real loop with the headless backend, checking every
# invariant after every step and that resident memory stays flat.
#
#   scripts/soak.sh [STEPS] [SEED]
#
# Environment: SPACES_SOAK_CONFIG=release builds optimised (slower to build, ~3x faster to run);
# SPACES_SOAK_MAX_GROWTH_KIB bounds RSS growth after the warm-up tenth (default 32768).
# Builds in .build-soak so it never disturbs .build. Exits non-zero on a crash, a broken
# invariant (printed with the last steps, replayable with SoakRunner.replay) or memory growth.
set -euo pipefail
cd "$(dirname "$0")/.."

steps="${1:-100000}"
seed="${2:-1592598566}"
config="${SPACES_SOAK_CONFIG:-debug}"
scratch=.build-soak
flags=(--scratch-path "$scratch" -c "$config")
if [[ "$config" == release ]]; then
  # Some test targets use @testable imports.
  flags+=(-Xswiftc -enable-testing)
fi

echo "soak: building tests ($config, $scratch)…"
mkdir -p "$scratch/logs"
swift build --build-tests "${flags[@]}" > "$scratch/logs/soak-build.log" 2>&1 || {
  grep -E 'error' "$scratch/logs/soak-build.log" | sort -u | head -20
  echo "soak: the build failed (log $scratch/logs/soak-build.log)" >&2
  exit 1
}
echo "soak: $steps steps, seed $seed"
log="$scratch/logs/soak-$seed-$steps.log"
start=$(date +%s)
set +e
SPACES_SOAK_STEPS="$steps" SPACES_SOAK_SEED="$seed" \
  swift test --skip-build "${flags[@]}" --filter 'SoakTests\.SoakTests/soak\(\)' > "$log" 2>&1
code=$?
set -e
grep -vE '^\[|^Test Suite|Executed 0 tests|^\s*$' "$log" || true
if [[ $code -eq 0 ]] && grep -q 'Test "no crash and every invariant holds" passed' "$log"; then status=0; else status=1; fi
echo "soak: $(( $(date +%s) - start )) s wall, log $log, exit $status"
exit "$status"
