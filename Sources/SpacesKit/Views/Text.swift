import Foundation

/// A view that displays one or more lines of read-only text.
public struct Text: _PrimitiveView, Equatable, Sendable {
  /// What the text shows.
  package var content: TextContent

  /// Creates a text view from a localized string key (what a string literal becomes).
  public init(_ key: LocalizedStringKey) {
    content = .verbatim(
      SystemHost.current.strings.translation(of: key.text, table: nil) ?? key.text)
  }

  /// Creates a text view from a localized string resource.
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) { content = .verbatim(resource.resolvedText) }

  /// Creates a text view that displays a string without localization.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { self.content = .verbatim(String(content)) }

  /// Creates a text view that displays a string literal without localization.
  public init(verbatim content: String) { self.content = .verbatim(content) }

  /// Creates a text view that displays a date in a style that keeps updating while visible.
  public init(_ date: Date, style: DateStyle) { content = .date(date, style: style) }

  /// Creates a text view that counts time within an interval, updating live.
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    content = .timer(
      interval: timerInterval, pauseTime: pauseTime, countsDown: countsDown,
      showsHours: showsHours)
  }

  /// Resolves to a text node of the text's content (literal, date or timer).
  package func _resolve(in environment: EnvironmentValues) -> ViewNode { .text(content) }

  /// How a date is shown by `Text(_:style:)`.
  public enum DateStyle: Equatable, Sendable {
    /// The time component only ("9:41 AM").
    case time
    /// The date component only ("June 8, 2026").
    case date
    /// Relative to now ("2 min, 10 sec"); updates live.
    case relative
    /// Offset from now ("+2 minutes"); updates live.
    case offset
    /// A counting timer ("2:10"); updates live.
    case timer
  }
}
