import Foundation
import SpacesEngine

extension EventLog {
  /// An error or warning in the log: what it is about and what went wrong.
  public struct Problem: Equatable, Sendable, CustomStringConvertible {
    /// What it is about: a control's or widget's kind, an intent's title.
    ///
    /// `nil` for a general warning.
    public var subject: String?
    /// What went wrong, as the log says it.
    public var message: String
    /// When it was logged.
    public var date: Date

    /// The problem as one line: "BrewToggle: the machine is offline".
    public var description: String {
      subject.map { "\($0.shortKind): \(message)" } ?? message
    }
  }
}
