/// What a soak did and what it saw: counts, times, memory, and the first broken invariant.
package struct SoakReport: Equatable, Sendable, CustomStringConvertible {
  /// The seed the steps came from (`nil` for a replay).
  package var seed: UInt64?
  /// The steps completed.
  package var steps = 0
  /// The frames rendered and presented to the headless terminal.
  package var frames = 0
  /// The inputs that decoded to keys and were sent.
  package var keys = 0
  /// The inputs the decoder ignored.
  package var ignoredInputs = 0
  /// The resizes.
  package var resizes = 0
  /// The clock jumps.
  package var clockJumps = 0
  /// The quits (`q`, Ctrl-C), each followed by a relaunch on the same state directory.
  package var relaunches = 0
  /// The virtual time that passed, in seconds.
  package var virtualSeconds: Double = 0
  /// The wall-clock time the soak took.
  package var wallTime: Duration = .zero
  /// Resident memory (VmRSS) in KiB: at the start, after the warm-up tenth, at the end, and
  /// the most seen; `nil` where `/proc` is missing.
  package var rssStartKiB: Int?
  package var rssWarmKiB: Int?
  package var rssEndKiB: Int?
  package var rssMaxKiB: Int?
  /// A digest (FNV-1a) of every frame's text in order: two runs of one seed must agree.
  package var frameDigest: UInt64 = 0xCBF2_9CE4_8422_2325
  /// The last step run.
  package var lastStep: SoakStep?
  /// The first broken invariant, if any.
  package var violation: SoakViolation?

  package init(seed: UInt64?) { self.seed = seed }

  /// Growth of resident memory from the end of the warm-up to the end, in KiB.
  package var rssGrowthKiB: Int? {
    guard let rssWarmKiB, let rssEndKiB else { return nil }
    return rssEndKiB - rssWarmKiB
  }

  /// Folds a frame's text into `frameDigest`.
  package mutating func digest(_ text: String) {
    for byte in text.utf8 {
      frameDigest = (frameDigest ^ UInt64(byte)) &* 0x100_0000_01B3
    }
  }

  package var description: String {
    func kib(_ value: Int?) -> String { value.map { "\($0) KiB" } ?? "unknown" }
    let seconds =
      Double(wallTime.components.seconds)
      + Double(wallTime.components.attoseconds) / 1e18
    var lines = [
      "soak seed \(seed.map(String.init) ?? "replay"): \(steps) steps, \(frames) frames "
        + "in \((seconds * 10).rounded() / 10) s",
      "  \(keys) keys (\(ignoredInputs) ignored inputs), \(resizes) resizes, \(clockJumps) clock "
        + "jumps (\(Int(virtualSeconds)) s virtual), \(relaunches) quits and relaunches",
      "  RSS start \(kib(rssStartKiB)), after warm-up \(kib(rssWarmKiB)), end \(kib(rssEndKiB)), "
        + "max \(kib(rssMaxKiB)), growth \(kib(rssGrowthKiB))",
      "  last step \(lastStep?.description ?? "none"), frame digest "
        + String(frameDigest, radix: 16),
    ]
    if let violation { lines.append("  BROKEN INVARIANT \(violation)") }
    return lines.joined(separator: "\n")
  }
}
