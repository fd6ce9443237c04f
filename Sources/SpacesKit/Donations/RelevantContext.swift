import Foundation

/// When an intent or widget is relevant, as RelevanceKit declares it for `RelevantIntent`.
///
/// The dashboard honours the date clues: a relevant intent is among the Siri bar's suggestions
/// while its date interval holds (`.date(_:)` from an hour before to an hour after).
/// RelevanceKit's other clues (location, fitness, sleep, hardware) aren't declared: a terminal
/// has no sensor for them.
public struct RelevantContext: Sendable, Hashable {
  /// What kind of date a date clue is.
  public struct DateKind: Sendable, Hashable {
    let name: String
    /// No particular kind.
    public static let `default` = DateKind(name: "default")
    /// Something scheduled (a meeting, a game).
    public static let scheduled = DateKind(name: "scheduled")
    /// Something to know about at the time.
    public static let informational = DateKind(name: "informational")
  }

  /// The clue.
  package enum Clue: Sendable, Hashable {
    /// Relevant between two dates.
    case date(DateInterval, kind: String)
  }

  /// The clue.
  package let clue: Clue

  /// Relevant around a date: from an hour before to an hour after.
  public static func date(_ exact: Date) -> RelevantContext {
    date(exact, kind: .default)
  }

  /// Relevant around a date (an hour either side), of a kind.
  public static func date(_ exact: Date, kind: DateKind) -> RelevantContext {
    RelevantContext(
      clue: .date(
        DateInterval(start: exact.addingTimeInterval(-3_600), duration: 7_200), kind: kind.name))
  }

  /// Relevant between two dates (swapped when given in the wrong order).
  public static func date(from: Date, to: Date) -> RelevantContext {
    RelevantContext(
      clue: .date(DateInterval(start: min(from, to), end: max(from, to)), kind: "default"))
  }

  /// Relevant during an interval, of a kind.
  public static func date(interval: DateInterval, kind: DateKind) -> RelevantContext {
    RelevantContext(clue: .date(interval, kind: kind.name))
  }

  /// Whether the context holds at a date.
  package func holds(at now: Date) -> Bool {
    switch clue {
    case .date(let interval, _): interval.contains(now)
    }
  }

  /// When the context starts to hold.
  package var start: Date {
    switch clue {
    case .date(let interval, _): interval.start
    }
  }

  /// When the context stops holding.
  package var end: Date {
    switch clue {
    case .date(let interval, _): interval.end
    }
  }

  /// Whether a Smart Stack counts the context at a date: from its start to just before its end
  /// (so the end is the moment the stack re-rotates).
  package func holdsForStacks(at now: Date) -> Bool {
    start <= now && now < end
  }

  /// The context as the inspector shows it.
  package var summary: String {
    switch clue {
    case .date(let interval, let kind):
      "\(interval.start.formatted(.iso8601))–\(interval.end.formatted(.iso8601))"
        + (kind == "default" ? "" : " (\(kind))")
    }
  }
}
