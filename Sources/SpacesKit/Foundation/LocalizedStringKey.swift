import Foundation

/// A key for a localized string in a view, as SwiftUI declares it; literals become keys.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringLiteral,
  ExpressibleByStringInterpolation
{
  /// The text the key resolves to (SystemSpaces shows the development language).
  package var text: String
  /// The parts of an interpolated key with live dates or styled texts, in order; empty when the
  /// key is plain text.
  package var runs: [Text] = []

  /// Creates a key from a string.
  public init(_ value: String) { self.text = value }
  /// Creates a key from a string literal, as `Text("Timer")` does.
  public init(stringLiteral value: String) { self.text = value }
  /// Creates a key from an interpolated literal, with the values filled in.
  public init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
    if stringInterpolation.hasLiveParts { runs = stringInterpolation.runs }
  }

  /// Keys are equal when their text and parts are.
  public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
    lhs.text == rhs.text && lhs.runs == rhs.runs
  }

  /// Hashes the key's text.
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }

  /// The interpolations a key's literal accepts, as SwiftUI's.
  ///
  /// Any value (as it describes itself) and a value with a `FormatStyle` (`"\(date, format:
  /// .dateTime.hour())"`).
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    /// The parts so far, each literal or value a text.
    var runs: [Text] = []
    /// Whether a part is a live date or a styled text (the key then keeps its parts).
    var hasLiveParts = false

    /// Creates an empty interpolation, reserving room for the literal and values.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + interpolationCount * 4)
    }

    /// Appends a literal segment.
    public mutating func appendLiteral(_ literal: String) { appendPlain(literal) }

    /// Appends plain text to both the text and the parts.
    mutating func appendPlain(_ string: String) {
      text += string
      runs.append(Text(verbatim: string))
    }

    /// Appends a date shown in a style that keeps updating (`"\(date, style: .time)"`).
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      text += "\(date)"
      runs.append(Text(date, style: style))
      hasLiveParts = true
    }

    /// Appends a text with its own style (`"\(Text("5").bold()) min"`).
    public mutating func appendInterpolation(_ value: Text) {
      if value.isPlainLiteral, case .verbatim(let plain) = value.content {
        appendPlain(plain)
        return
      }
      if case .verbatim(let plain) = value.content { text += plain }
      runs.append(value)
      hasLiveParts = true
    }

    /// Appends a number formatted by a `printf` specifier (`"\(speed, specifier: "%.1f")"`).
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      appendPlain(String(format: specifier, value))
    }

    /// Appends a value as it describes itself (`String(describing:)`).
    public mutating func appendInterpolation<T>(_ value: T) {
      appendPlain(String(describing: value))
    }

    /// Appends a value formatted by a format style.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      appendPlain(format.format(input))
    }
  }
}
