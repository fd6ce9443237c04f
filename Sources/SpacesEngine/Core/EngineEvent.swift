import Foundation
import SpacesKit

/// One line of the event log: what the engine did and why.
package struct EngineEvent: Equatable, Sendable, CustomStringConvertible {
  /// What happened: a feature's event, or one of the dashboard's own.
  package enum Kind: Equatable, Sendable, CustomStringConvertible {
    /// A feature's event (built with the feature's named constructor, `.controls(…)`).
    case feature(AnyFeatureEvent)
    /// Something went wrong outside a feature (a state file…).
    case warning(String)
    /// App code on the main actor (a content builder, a view) took long: frames wait for it.
    case slowAppCode(what: String, milliseconds: Int)
    /// App code used an Apple API value that SpacesKit accepts but does not honour yet.
    case unsupported(String)

    /// The event as a feature's type, if it is one.
    package func `as`<Value>(_ type: Value.Type) -> Value? {
      guard case .feature(let event) = self else { return nil }
      return event.as(type)
    }

    /// The line without what the user typed, an intent's parameter values or its dialogs
    /// (the log file's default level); the line itself for most events.
    package var redactedDescription: String {
      guard case .feature(let event) = self else { return description }
      return event.redactedDescription
    }

    package var description: String {
      switch self {
      case .feature(let event): event.description
      case .warning(let text): "warning: \(text)"
      case .unsupported(let text): "not supported yet: \(text)"
      case .slowAppCode(let what, let milliseconds):
        "slow app code: \(what) took \(milliseconds) ms"
      }
    }
  }

  package var date: Date
  package var kind: Kind

  package init(date: Date, kind: Kind) {
    self.date = date
    self.kind = kind
  }

  package var description: String { kind.description }
}

extension String {
  /// The last component of a reverse-DNS kind ("com.apple.Productivity.TimerToggle" → "TimerToggle").
  package var shortKind: String {
    split(separator: ".").last.map(String.init) ?? self
  }
}
