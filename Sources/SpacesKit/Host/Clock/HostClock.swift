import CSpacesInterpose
import Foundation

/// `Date()` and `Date.now` in app code read the current host's clock, as they read the phone's.
///
/// On Linux the real-time clock calls (`clock_gettime(CLOCK_REALTIME)`, `gettimeofday`, `time`)
/// are answered by the current `SystemHost` — the engine's clock in the task that runs app code
/// (virtual in snapshots and tests, scaled under `--speed`, moved by a jump), else the
/// dashboard's — and by the wall clock when neither is current. Monotonic clocks are untouched,
/// so waits and measurements keep real time. On macOS nothing is redirected: app code there
/// reads the wall clock unless it asks `SystemHost.current.now()`.
package enum HostClock {
  /// Whether `Date()` in this process answers the host's clock.
  package static let isRedirected: Bool = spaces_host_clock_enable()

  /// Turns the redirection on (once; later calls do nothing).
  @discardableResult
  package static func enable() -> Bool { isRedirected }
}

/// What the interposed real-time calls ask: the current host's time in seconds since 1970, or
/// `false` when no engine or dashboard is current (the wall clock applies).
@_cdecl("spaces_host_now")
package func spacesHostNow(_ seconds: UnsafeMutablePointer<Double>) -> Bool {
  guard let host = SystemHost.scoped ?? SystemHost.installed else { return false }
  seconds.pointee = host.now().timeIntervalSince1970
  return true
}
