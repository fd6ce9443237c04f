import Foundation

/// A view that displays one or more lines of read-only text.
public struct Text: _PrimitiveView, Equatable, Sendable {
  /// What the text shows.
  package var content: TextContent
  /// This text's own modifiers (`Text("a").bold()`), innermost first.
  package var modifiers: [ViewModifierValue] = []
  /// The parts of a text joined by `+` or interpolated with live dates and styled texts, each
  /// with its own style; empty for a text of one part.
  package var runs: [Text] = []

  /// Creates a text view from a localized string key (what a string literal becomes).
  public init(_ key: LocalizedStringKey) {
    content = .verbatim(
      SystemHost.current.strings.translation(of: key.text, table: nil) ?? key.text)
    if !key.runs.isEmpty { self = Text(runs: key.runs) }
  }

  /// Creates a text view that shows a value formatted by a format style.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    content = .verbatim(format.format(input))
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

  /// Resolves to a text node of the text's content (literal, date or timer) in the
  /// environment's case, redacted under `.placeholder`; runs side by side, each in its style.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    var node: ViewNode
    if runs.isEmpty {
      node = .text(shown(content, in: environment))
    } else {
      node = .stack(
        .horizontal, alignment: .top, spacing: 0,
        children: runs.map { $0._resolve(in: environment) })
    }
    for modifier in modifiers { node = .modified(node, modifier) }
    if !environment.redactionReasons.subtracting(.placeholder).isEmpty {
      node = .modified(node, .notSupportedYet(".redacted(reason: .privacy/.invalidated)"))
    }
    return node
  }

  /// The content as the environment shows it: redacted, or in its text case.
  private func shown(_ content: TextContent, in environment: EnvironmentValues) -> TextContent {
    if environment.redactionReasons.contains(.placeholder) {
      if case .verbatim(let text) = content { return .verbatim(Redaction.redact(text)) }
      return .verbatim(Redaction.redactedDate)
    }
    guard case .verbatim(let text) = content, let textCase = environment.textCase else {
      return content
    }
    return .verbatim(textCase == .uppercase ? text.uppercased() : text.lowercased())
  }

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
