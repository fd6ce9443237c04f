/// A log message: a string literal with interpolated values, as `os` declares it.
///
/// `"Saved \(count) timers to \(url.path, privacy: .public)"`.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
  /// The message with its values filled in.
  let text: String

  /// A message without values.
  public init(stringLiteral value: String) { text = value }

  /// A message with values.
  public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}
