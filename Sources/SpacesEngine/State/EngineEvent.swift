import Foundation
import SpacesKit

/// One line of the event log: what the engine did and why.
public struct EngineEvent: Equatable, Sendable, CustomStringConvertible {
  /// What happened.
  public enum Kind: Equatable, Sendable {
    /// A control reload was requested (`coalesced`: queued behind one already running; all
    /// requests queued meanwhile make one further reload).
    case reload(kind: String, cause: ReloadCause, coalesced: Bool)
    /// A control's value arrived.
    case reloaded(kind: String, valueText: String?)
    /// A value provider or content threw; retried at a date.
    case providerError(kind: String, message: String, retryAt: Date)
    /// An intent ran.
    case intentStarted(title: String)
    /// An intent finished, with its dialog if any.
    case intentFinished(title: String, dialog: String?)
    /// An intent threw.
    case intentFailed(title: String, message: String)
    /// The Action button showed a hint.
    case hintShown(String)
    /// The hint timed out: the press was cancelled.
    case hintCancelled
    /// A Live Activity started, changed or ended.
    case activity(id: String, change: String)
    /// Something went wrong outside a control (a state file…).
    case warning(String)
  }

  public var date: Date
  public var kind: Kind

  public init(date: Date, kind: Kind) {
    self.date = date
    self.kind = kind
  }

  public var description: String {
    switch kind {
    case .reload(let kind, let cause, let coalesced):
      "reload \(kind.shortKind) cause=\(cause.rawValue)\(coalesced ? " (queued)" : "")"
    case .reloaded(let kind, let value): "value \(kind.shortKind) = \(value ?? "–")"
    case .providerError(let kind, let message, _): "error \(kind.shortKind): \(message); retry"
    case .intentStarted(let title): "perform \(title)"
    case .intentFinished(let title, let dialog):
      "done \(title)" + (dialog.map { ": \($0)" } ?? "")
    case .intentFailed(let title, let message): "failed \(title): \(message)"
    case .hintShown(let text): "hint \"\(text)\""
    case .hintCancelled: "hint timed out: cancelled"
    case .activity(let id, let change): "activity \(id) \(change)"
    case .warning(let text): "warning: \(text)"
    }
  }
}

extension String {
  /// The last component of a reverse-DNS kind ("com.apple.Productivity.TimerToggle" → "TimerToggle").
  public var shortKind: String {
    split(separator: ".").last.map(String.init) ?? self
  }
}
