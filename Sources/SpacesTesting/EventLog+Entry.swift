import Foundation
import SpacesEngine

extension EventLog {
  /// One line of the event log.
  public struct Entry: Equatable, Sendable, CustomStringConvertible {
    /// When it was logged (the virtual clock's time).
    public var date: Date
    /// The line as the dashboard's event log shows it ("reload BrewToggle cause=interaction").
    public var text: String
    /// The engine's event, for what the typed views don't cover (this package's tests).
    package var event: EngineEvent

    /// The line as the event log shows it.
    public var description: String { text }
  }
}
