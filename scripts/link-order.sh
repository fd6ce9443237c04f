#!/usr/bin/env bash
# Writes the release `spaces` link's symbol order (Sources/spaces/SymbolOrder.txt): every
# function of the binary that runs on the measured paths, so the linker puts them side by side.
#
#   swift build -c release --product spaces && scripts/link-order.sh
#
# Why: the kernel maps 64 KiB of a file around each page a process faults (fault-around, not
# turned off by madvise), so code spread over the 24 MB text costs its whole neighbourhood in
# resident memory; packed, the same code costs a few MiB (README, "Design notes"). The functions
# come from Valgrind's callgrind (`apt-get install valgrind`) over, in this order (each list
# after the ones before it):
#   1. `spaces snapshot --space control-center --size 200x60` (the startup `spaces bench`
#      measures);
#   2. the bench's longer snapshot (the Lock Screen, keys, ten minutes of virtual time);
#   3. an idle interactive `spaces run` at 200×60 in a private tmux server, quit with `q`.
# A function that isn't listed is placed after the listed ones as before, and a listed one
# that no longer exists is skipped (`--no-warn-symbol-ordering`): a stale list costs memory,
# never correctness. Run it again after large changes and compare `spaces bench --only
# process` before and after.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=.build/release/spaces
[ -x "$binary" ] || {
  echo "no $binary: swift build -c release --product spaces" >&2
  exit 1
}
command -v valgrind >/dev/null || {
  echo "valgrind is missing (apt-get install valgrind)" >&2
  exit 1
}
command -v tmux >/dev/null || {
  echo "tmux is missing" >&2
  exit 1
}
work=$(mktemp -d /tmp/spaces-link-order.XXXX)
socket="spaces-link-order-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT

# Valgrind can't read the toolchain's DWARF 5: a copy without it keeps the symbol table.
toolchain=$(dirname "$(readlink -f "$(command -v swift)")")
"$toolchain/llvm-objcopy" --strip-debug "$binary" "$work/spaces"
cp -R .build/release/*.resources "$work/" 2>/dev/null || true

callgrind() { # output name, then the arguments
  local name=$1
  shift
  valgrind --tool=callgrind --callgrind-out-file="$work/$name.out" --dump-instr=no \
    --compress-strings=no --compress-pos=no --demangle=no "$work/spaces" "$@" \
    >/dev/null 2>"$work/$name.log"
}

echo "1/3 snapshot"
callgrind snapshot snapshot --space control-center --size 200x60
echo "2/3 longer snapshot"
callgrind longer snapshot --space lock-screen --size 200x60 --keys "1 Enter 2" --advance 10m
echo "3/3 interactive session (about a minute)"
mkdir "$work/state"
cat >"$work/session.sh" <<EOF
#!/usr/bin/env bash
# No re-exec for the backtracer's setting: the process callgrind watches is the one that runs.
export TERM=xterm-256color SWIFT_BACKTRACE=interactive=no
exec valgrind --tool=callgrind --callgrind-out-file="$work/session.out" --dump-instr=no \
  --compress-strings=no --compress-pos=no --demangle=no "$work/spaces" run \
  --state-dir "$work/state" 2>"$work/session.log"
EOF
chmod +x "$work/session.sh"
tmux -L "$socket" new-session -d -x 200 -y 60 "$work/session.sh"
sleep 45
tmux -L "$socket" send-keys q
for _ in $(seq 60); do
  tmux -L "$socket" has-session 2>/dev/null || break
  sleep 1
done
[ -s "$work/session.out" ] || {
  echo "the session wrote no profile; its log:" >&2
  tail -20 "$work/session.log" >&2
  exit 1
}

python3 - "$work" >Sources/spaces/SymbolOrder.txt <<'EOF'
import re, sys
work = sys.argv[1]
binary = work + "/spaces"
seen, order = set(), []
for run in ["snapshot", "longer", "session"]:
    current = None
    for line in open(f"{work}/{run}.out", errors="replace"):
        if line.startswith("ob="):
            current = line[3:].strip()
        elif line.startswith("fn=") and current == binary:
            name = re.sub(r"'\d+$", "", line[3:].strip())
            if name.startswith("0x") or name in seen:
                continue
            seen.add(name)
            order.append(name)
print("# The release `spaces` link's function order: written by scripts/link-order.sh, read by")
print("# Package.swift (lld's --symbol-ordering-file). Regenerate it, don't edit it.")
print("\n".join(order))
EOF
echo "Sources/spaces/SymbolOrder.txt: $(grep -vc '^#' Sources/spaces/SymbolOrder.txt) functions"
