import Foundation
import SpacesEngine

/// The dashboard's event log since it started, as values a test asserts on.
///
/// It is a collection of every logged event in order (unlike the dashboard's own log, nothing is
/// dropped), with typed views of what tests usually ask about: reloads with their causes, intent
/// runs with where they came from and how they ended, errors and warnings.
///
/// ```swift
/// #expect(dashboard.events.reloads(of: "BrewToggle").map(\.cause) == [.added, .interaction])
/// #expect(dashboard.events.intentRuns.last?.outcome == .succeeded(dialog: nil))
/// #expect(dashboard.events.errors.isEmpty)
/// ```
public struct EventLog: RandomAccessCollection, Equatable, Sendable {
  /// Every event, oldest first.
  public private(set) var entries: [Entry] = []
  /// Every reload of a control or widget, oldest first.
  public private(set) var reloads: [Reload] = []
  /// Every intent run, in start order (a run still going has no outcome yet).
  public internal(set) var intentRuns: [IntentRun] = []
  /// Every error: a value provider or timeline provider that threw, an intent that failed.
  public private(set) var errors: [Problem] = []
  /// Every warning, in the order logged.
  ///
  /// Bad input, Apple API values not supported yet, timeline problems, slow app code.
  public private(set) var warnings: [Problem] = []

  /// The events `expectEvents` asserts on, in the order they happened.
  ///
  /// Reloads, budget denials, intent runs as they end, warnings and errors.
  public internal(set) var notableEvents: [Event] = []

  /// An empty log.
  public init() {}

  /// The position of the first event.
  public var startIndex: Int { entries.startIndex }
  /// The position after the last event.
  public var endIndex: Int { entries.endIndex }
  /// The event at a position.
  public subscript(position: Int) -> Entry { entries[position] }

  /// The log as the dashboard's event log writes it, one line per event.
  public var lines: [String] { entries.map(\.text) }

  /// The reloads of the controls or widgets of a kind.
  ///
  /// - Parameter kind: The kind as declared, or its last reverse-DNS component: "BrewToggle"
  ///   for "com.example.Coffee.BrewToggle".
  public func reloads(of kind: String) -> [Reload] {
    reloads.filter { $0.kind.matchesKind(kind) }
  }

  /// The runs of intents with a title (the intent's `title`).
  public func intentRuns(titled title: String) -> [IntentRun] {
    intentRuns.filter { $0.title == title }
  }

  /// Adds an event; `widgetKind` names the kind of a widget from its log name ("Brew#1").
  mutating func append(_ event: EngineEvent, widgetKind: (String) -> String) {
    entries.append(Entry(date: event.date, text: event.description, event: event))
    let date = event.date
    if let event = event.kind.as(ControlsFeature.Event.self) {
      switch event {
      case .reload(let kind, let cause, let coalesced):
        note(
          Reload(
            kind: kind, isWidget: false, cause: Reload.Cause(rawValue: cause.rawValue) ?? .app,
            wasQueued: coalesced, date: date))
      case .providerError(let kind, let message, _):
        note(error: Problem(subject: kind, message: message, date: date))
      default: break
      }
    } else if let event = event.kind.as(WidgetsFeature.Event.self) {
      switch event {
      case .reload(let name, let cause, let coalesced):
        note(
          Reload(
            kind: widgetKind(name), isWidget: true,
            cause: Reload.Cause(rawValue: cause.rawValue) ?? .app, wasQueued: coalesced,
            date: date))
      case .budgetDenied(let name, let requested, _, _, let retryAt):
        notableEvents.append(
          .budgetDenied(
            kind: widgetKind(name), cause: Reload.Cause(rawValue: requested.rawValue) ?? .app,
            retryAt: retryAt))
      case .failed(let name, let message), .interactionFailed(let name, let message):
        note(error: Problem(subject: widgetKind(name), message: message, date: date))
      case .problem(let name, let message):
        note(warning: Problem(subject: widgetKind(name), message: message, date: date))
      default: break
      }
    } else if case .failed(let title, let message) = event.kind.as(IntentRunsFeature.Event.self) {
      errors.append(Problem(subject: title, message: message, date: date))
    }
    switch event.kind {
    case .warning(let message):
      note(warning: Problem(subject: nil, message: message, date: date))
    case .unsupported(let message):
      note(warning: Problem(subject: nil, message: "not supported yet: \(message)", date: date))
    case .slowAppCode(let what, let milliseconds):
      note(warning: Problem(subject: what, message: "took \(milliseconds) ms", date: date))
    default:
      break
    }
  }
}

extension EventLog {
  /// Adds a reload to the reloads and the notable events.
  private mutating func note(_ reload: Reload) {
    reloads.append(reload)
    notableEvents.append(.reload(reload))
  }

  /// Adds a warning to the warnings and the notable events.
  private mutating func note(warning: Problem) {
    warnings.append(warning)
    notableEvents.append(.warning(warning))
  }

  /// Adds an error to the errors and the notable events.
  private mutating func note(error: Problem) {
    errors.append(error)
    notableEvents.append(.error(error))
  }
}

extension String {
  /// Whether this kind is `kind`, or ends in it as its last reverse-DNS component.
  func matchesKind(_ kind: String) -> Bool {
    self == kind || shortKind == kind
  }
}
