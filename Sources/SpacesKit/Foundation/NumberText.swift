/// Numbers written as `String(format:)` writes them ("%02d", "%016llx", "%02x"), without it.
///
/// `String(format:)` casts each argument to `CVarArg`'s private protocols at run time, and the
/// first cast of each type scans the program's protocol conformance records: the clock in the
/// status bar and the push tokens were such casts on the way to the first frame.
package enum NumberText {
  /// A number with at least two digits, as "%02d" writes it (`7` → "07", `-5` → "-5").
  package static func twoDigits(_ number: Int) -> String {
    number >= 0 && number < 10 ? "0" + String(number) : String(number)
  }

  /// Lowercase hexadecimal padded with zeros to a width, as "%016llx" writes it with 16.
  package static func hex<Number: BinaryInteger>(_ number: Number, width: Int) -> String {
    let digits = String(number, radix: 16)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// Bytes as lowercase hexadecimal, two digits each ("%02x" per byte).
  package static func hex(bytes: some Sequence<UInt8>) -> String {
    var text = ""
    for byte in bytes { text += hex(byte, width: 2) }
    return text
  }
}
