import Foundation

/// A key for a localized string in a view, as SwiftUI declares it; literals become keys.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringLiteral,
  ExpressibleByStringInterpolation
{
  /// The text the key resolves to (SystemSpaces shows the development language).
  package var text: String

  /// Creates a key from a string.
  public init(_ value: String) { self.text = value }
  /// Creates a key from a string literal, as `Text("Timer")` does.
  public init(stringLiteral value: String) { self.text = value }
  /// Creates a key from an interpolated literal, with the values filled in.
  public init(stringInterpolation: StringInterpolation) { self.text = stringInterpolation.text }

  /// The interpolations a key's literal accepts, as SwiftUI's.
  ///
  /// Any value (as it describes itself) and a value with a `FormatStyle` (`"\(date, format:
  /// .dateTime.hour())"`).
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    /// Creates an empty interpolation, reserving room for the literal and values.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + interpolationCount * 4)
    }

    /// Appends a literal segment.
    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// Appends a value as it describes itself (`String(describing:)`).
    public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }

    /// Appends a value formatted by a format style.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      text += format.format(input)
    }
  }
}
