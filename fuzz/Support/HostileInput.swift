/// Turns a fuzzer's bytes into hostile values, for the fuzz targets' generators: numbers at and
/// past every limit (huge, negative, not finite, not numbers at all), durations of centuries,
/// long runs of text, and choices among a target's own tokens.
///
/// Each target reads its input either as raw UTF-8 (libFuzzer's mutations find the parser's
/// corners) or, when the first byte is odd, as a recipe for this generator (so that the values
/// that broke the command line once — `--speed 9.3e18`, `--advance 99999999999h`, a 50,000
/// character paste — come up at once and in combination).
struct HostileInput {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// Whether the input asks for the generator (its first byte is odd); consumes that byte.
  mutating func wantsGenerator() -> Bool {
    guard let first = byte() else { return false }
    return first & 1 == 1
  }

  /// Whether bytes are left.
  var hasMore: Bool { position < bytes.count }

  /// The next byte, or `nil` at the end.
  mutating func byte() -> UInt8? {
    guard position < bytes.count else { return nil }
    defer { position += 1 }
    return bytes[position]
  }

  /// One of `options`, picked by the next byte (the first at the end).
  mutating func choose<T>(_ options: [T]) -> T {
    options[Int(byte() ?? 0) % options.count]
  }

  /// A count up to `limit`, from the next two bytes: small counts are as likely as huge ones.
  mutating func count(upTo limit: Int) -> Int {
    let high = Int(byte() ?? 0)
    let low = Int(byte() ?? 0)
    let raw = high << 8 | low
    return high & 0x80 == 0 ? raw % 16 : raw * limit / 0xFFFF
  }

  /// Numbers at and past the limits, and things that aren't quite numbers.
  static let numbers = [
    "0", "-0", "1", "-1", "0.001", "0.0009", "1000000", "1000001", "9.3e18", "1e308", "-1e308",
    "1e-320", "nan", "NaN", "inf", "-inf", "infinity", "9223372036854775807",
    "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
    String(repeating: "9", count: 400), "0x10", "1_000", "1,000", "+5", " 5", "5 ", "", "٣",
    "1e", ".", "..", "1.2.3", "00000000000000000001", "100000000", "99999999999", "2147483648",
    "-2147483649", "744", "745", "1000", "1001", "100000", "100001", "604800", "604801",
    "10000", "10001", "-5",
  ]

  /// A number: one from the table, or digits and signs spelled from the bytes.
  mutating func number() -> String {
    if (byte() ?? 0) & 1 == 0 { return choose(Self.numbers) }
    let alphabet = Array("0123456789-.e+")
    return String((0..<count(upTo: 40)).map { _ in choose(alphabet) })
  }

  /// Duration units, valid and not.
  static let units = ["ms", "s", "m", "h", "d", "", "us", "H", "MS", "sec", "ms ms", " "]

  /// A duration: one or more numbers with units.
  mutating func duration() -> String {
    (0...(Int(byte() ?? 0) % 3)).map { _ in number() + choose(Self.units) }.joined()
  }

  /// Text of up to `limit` characters: a character (or a short word) repeated, or bytes as
  /// UTF-8.
  mutating func text(upTo limit: Int) -> String {
    let length = count(upTo: limit)
    switch byte() ?? 0 {
    case 0..<64:
      return String(
        repeating: choose(["a", "é", "👩‍💻", "日", " ", "'", "\\", "\u{0}", "\u{1B}"]),
        count: length)
    case 64..<128:
      let word = choose(["Start a Meditation ", "wait:1s ", "Enter ", "text:'", "#", "- "])
      return String(String(repeating: word, count: length / word.count + 1).prefix(length))
    default:
      var scalars: [UInt8] = []
      while scalars.count < min(length, 256), let next = byte() { scalars.append(next) }
      return String(decoding: scalars, as: UTF8.self)
    }
  }
}
