#!/usr/bin/env bash
# Fuzz the parsers with libFuzzer (+ AddressSanitizer) for a bounded time each.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]      # default: 60 s each, every target
#
# Targets (sources in fuzz/Targets/; all but input-decoder read an input whose first byte is odd
# as a recipe for fuzz/Support/HostileInput.swift's generator: values at and past every limit):
#   input-decoder  InputByteDecoder over arbitrary terminal input (bytes and key codes)
#   key-script     KeyScript(parsing:) (within its step and wait limits when accepted)
#   theme          ThemeLoader.parse(_:file:) (must throw ThemeError): alias bombs, deep nesting
#   duration       DurationParser.parse(_:) (finite, >= 0 when accepted)
#   size           TerminalSize(parsing:) (--size; 1-1000 each side when accepted)
#   command-line   SpacesCommand.parseAsRoot: every subcommand's options (exit 64 or in range)
#   push-line      PushRequest(json:), a push socket's line (reads back the same when accepted)
#
# The package's modules are built with fuzzer instrumentation in .build-fuzz (never .build):
# the flags come through a toolset (fuzz/toolset.json), which applies to the target build only,
# so the SpacesKitMacros compiler plugin and other host tools are built and linked plainly
# (-Xswiftc would put -sanitize=fuzzer on the plugin too, whose link then fails in gold). Each
# target is linked from fuzz/Targets/<Name>Fuzz.swift and fuzz/Support/*.swift with swiftc
# -sanitize=fuzzer,address.
# Seeds: fuzz/corpus/<target> (committed). New inputs: fuzz/generated/<target>; crashes:
# fuzz/artifacts/<target>-crash-*; logs: .build-fuzz/logs (all ignored by git). Reproduce a
# crash with `.build-fuzz/fuzzers/<target> fuzz/artifacts/<file>`. Exits 1 if any target crashed
# (an input slower than FUZZ_TIMEOUT seconds, default 10, counts: raise it on a busy machine,
# and time a timeout's input on its own before calling it a finding).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
all=(input-decoder key-script theme duration size command-line push-line)
targets=("${@:-${all[@]}}")
scratch=.build-fuzz
bin="$scratch/fuzzers"
logs="$scratch/logs"
mkdir -p "$bin" "$logs" fuzz/generated fuzz/artifacts

source_of() {
  case "$1" in
    input-decoder) echo fuzz/Targets/InputDecoderFuzz.swift ;;
    key-script) echo fuzz/Targets/KeyScriptFuzz.swift ;;
    theme) echo fuzz/Targets/ThemeFuzz.swift ;;
    duration) echo fuzz/Targets/DurationFuzz.swift ;;
    size) echo fuzz/Targets/SizeFuzz.swift ;;
    command-line) echo fuzz/Targets/CommandLineFuzz.swift ;;
    push-line) echo fuzz/Targets/PushLineFuzz.swift ;;
    *) echo "unknown target '$1' (valid: ${all[*]})" >&2; exit 64 ;;
  esac
}
for target in "${targets[@]}"; do source_of "$target" > /dev/null; done

# The module each target needs (with its dependencies): the decoder and the theme loader need
# SpacesTerminal; the push line SpacesStateServer; the command line's parsers SpacesDashboard.
module_of() {
  case "$1" in
    input-decoder | theme) echo SpacesTerminal ;;
    push-line) echo SpacesStateServer ;;
    *) echo SpacesDashboard ;;
  esac
}
modules=()
for target in "${targets[@]}"; do
  module="$(module_of "$target")"
  [[ " ${modules[*]} " == *" $module "* ]] || modules+=("$module")
done
for module in "${modules[@]}"; do
  echo "fuzz: building $module with -sanitize=fuzzer,address in $scratch…"
  swift build --scratch-path "$scratch" --target "$module" --toolset fuzz/toolset.json \
    > "$logs/build-$module.log" 2>&1 || {
    grep -E 'error:' "$logs/build-$module.log" | sort -u | head -20
    echo "fuzz: building $module failed (log $logs/build-$module.log)" >&2
    exit 1
  }
done

debug="$scratch/debug/"
# The objects to link: every library module built, minus the command line's own modules (and
# the bench's) unless the target needs SpacesDashboard.
objects_for() {
  local skip=(-not -path '*Tests.build/*' -not -path '*/spaces.build/*'
    -not -path '*/SpacesTestSupport.build/*' -not -path '*/SampleApps.build/*'
    -not -path '*/SampleAppsCatalog.build/*' -not -path '*/SpacesBench.build/*'
    -not -path '*-tool.build/*')
  if [[ "$(module_of "$1")" != SpacesDashboard ]]; then
    skip+=(-not -path '*/SpacesDashboard.build/*' -not -path '*/ArgumentParser*.build/*')
  fi
  find "$debug" -path '*.build/*.o' "${skip[@]}" -print0
}
# The package's name as SwiftPM passed it (from the checkout's folder name): the targets use the
# modules' `package` API (InputDecoder, KeyScript…), which needs the same -package-name.
package_name=$(grep '"-module-name","SpacesTerminal"' "$scratch/debug.yaml" \
  | grep -o '"-package-name","[^"]*"' | head -1 | cut -d'"' -f4)
[[ -n "$package_name" ]] || { echo "fuzz: no -package-name in $scratch/debug.yaml" >&2; exit 1; }
# The C modules the Swift modules import: those SwiftPM wrote module maps for (the SpacesKit
# hooks, NIO's shims) and those the dependencies ship (CYaml, _AtomicsShims, CSystem).
c_modules=()
while IFS= read -r -d '' map; do
  c_modules+=(-Xcc "-fmodule-map-file=$map" -Xcc "-I$(dirname "$map")")
done < <(find "$debug" -maxdepth 2 -path '*.build/module.modulemap' -print0
  find "$scratch/checkouts" -path '*/Sources/*/include/module.modulemap' \
    -not -path '*/swift-syntax/*' -print0)

for target in "${targets[@]}"; do
  echo "fuzz: linking $target"
  module="$(basename "$(source_of "$target")" .swift)"
  objects=()
  while IFS= read -r -d '' object; do objects+=("$object"); done < <(objects_for "$target")
  swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -g \
    -module-name "$module" -package-name "$package_name" -I "$debug/Modules" \
    -Xcc -fmodule-map-file=Sources/CNCursesW/module.modulemap \
    "${c_modules[@]}" \
    "$(source_of "$target")" fuzz/Support/*.swift "${objects[@]}" -lncursesw -o "$bin/$target" \
    2>&1 | grep -v 'Cannot export local symbol' || true
  [[ -x "$bin/$target" ]] || { echo "fuzz: failed to link $target" >&2; exit 1; }
done

summary=()
status=0
for target in "${targets[@]}"; do
  echo "fuzz: running $target for ${seconds}s"
  mkdir -p "fuzz/generated/$target" "fuzz/corpus/$target"
  dict=()
  [[ -f "fuzz/dict/$target.dict" ]] && dict=("-dict=fuzz/dict/$target.dict")
  log="$logs/$target.log"
  set +e
  # Swift's backtracer is off: under ASan it reports its own memory reads as overflows.
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$bin/$target" "fuzz/generated/$target" "fuzz/corpus/$target" \
    "${dict[@]}" -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 -max_len=8192 \
    -print_final_stats=1 -artifact_prefix="fuzz/artifacts/$target-" > "$log" 2>&1
  code=$?
  set -e
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || true)
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*' || true)
  corpus=$(find "fuzz/generated/$target" -type f | wc -l)
  if [[ $code -eq 0 ]]; then
    result=ok
  else
    status=1
    artifact=$(grep -o "fuzz/artifacts/$target-[a-z-]*[0-9a-f]*" "$log" | tail -1 || true)
    result="CRASH (exit $code) ${artifact:-see $log}"
    grep -m2 -E 'Swift runtime failure|Fatal error|ERROR: AddressSanitizer|ERROR: libFuzzer|#[0-9] .* in .*Spaces' "$log" || true
  fi
  summary+=("$(printf '%-14s %5ss %12s execs  cov %-6s corpus +%-5s %s' \
    "$target" "$seconds" "${execs:-?}" "${cov:-?}" "$corpus" "$result")")
done

echo
echo "fuzz summary (logs in $logs):"
printf '  %s\n' "${summary[@]}"
exit "$status"
