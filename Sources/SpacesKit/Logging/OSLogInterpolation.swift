/// The literal text and values of a log message (`OSLogMessage`'s interpolation).
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
  /// The text so far.
  var text = ""

  /// Room for the literal's text and values.
  public init(literalCapacity: Int, interpolationCount: Int) {
    text.reserveCapacity(literalCapacity + 8 * interpolationCount)
  }

  /// Appends the literal's text.
  public mutating func appendLiteral(_ literal: String) { text += literal }

  /// Appends a value as it describes itself.
  ///
  /// Its privacy is accepted: the dashboard shows every value (see `OSLogPrivacy`).
  public mutating func appendInterpolation<Value>(
    _ value: @autoclosure () -> Value, privacy: OSLogPrivacy = .auto
  ) {
    text += String(describing: value())
  }
}
