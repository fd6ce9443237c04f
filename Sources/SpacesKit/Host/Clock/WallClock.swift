import CSpacesInterpose
import Foundation

/// The system's real-time clock, read past the dashboard's clock.
///
/// In a dashboard's process `Date()` answers the dashboard's clock (see `HostClock`); host code
/// that needs the wall time itself — the engine's real clock, names of files moved aside, log
/// lines, a recording's header — reads it here.
package enum WallClock {
  /// The current date on the wall clock.
  package static func now() -> Date {
    Date(timeIntervalSince1970: spaces_wall_clock_seconds())
  }
}
