/// A small, seeded, deterministic random number generator (SplitMix64).
///
/// The same seed gives the same sequence on every machine and Swift version, so a soak or fuzz
/// run is reproduced from its seed alone. Not for anything that needs unpredictability.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The generator's state; the next output is derived from it.
  package private(set) var state: UInt64

  /// Creates a generator from a seed.
  package init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (`bound > 0`), without modulo bias, by the generator's own rule.
  package mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "bound must be positive")
    let limit = UInt64(bound)
    let threshold = (0 &- limit) % limit
    while true {
      let value = next()
      if value >= threshold { return Int(value % limit) }
    }
  }

  /// A number in a closed range.
  package mutating func inRange(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.upperBound - range.lowerBound + 1)
  }

  /// `true` with a probability of `percent` in 100.
  package mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  /// One element of a non-empty array.
  package mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
