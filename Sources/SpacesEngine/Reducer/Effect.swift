import Foundation
import SpacesKit

/// A side effect the reducer asks for; the engine's runtime carries it out.
public enum Effect: Sendable, Equatable {
  /// Run an intent's `perform()`; the result comes back as `.intentFinished`.
  case perform(ControlID, IntentBox, generation: Int)
  /// Reload a control: run its value provider, then its content; comes back as
  /// `.controlLoaded` or `.controlLoadFailed`.
  case reload(ControlID, generation: Int)
  /// Wake at a date and send `.deadline(id)`.
  case schedule(DeadlineID, at: Date)
  /// Forget a deadline.
  case cancel(DeadlineID)
  /// Remove a Live Activity from the system's list.
  case dismissActivity(String)
  /// Stop the dashboard.
  case quit
}
