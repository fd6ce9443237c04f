import SpacesEngine
import SpacesTerminal

/// What wakes the dashboard's run loop. Every source — the terminal, app code, the engine's
/// deadlines, the renderer's redraw schedule, and next a local socket — delivers one of these
/// to `DashboardLoop.handle(_:)`.
package enum LoopEvent: Hashable, Sendable {
  /// The terminal: a key, a resize, a signal, or the end of input.
  case terminal(TerminalEvent)
  /// App code asked the system something (reload controls, a Live Activity changed).
  case appRequests
  /// An engine deadline came due.
  case deadlines
  /// The renderer's schedule: a visible clock or countdown changed.
  case redraw
  /// The push socket or the state server: a push arrived, a message was rejected.
  case push(PushFeature.Action)
}

/// Something that delivers `LoopEvent`s to the loop while it runs.
@MainActor
package protocol LoopSource: AnyObject {
  /// Starts delivering events to the loop.
  func start(_ loop: DashboardLoop)
  /// Stops delivering events. Idempotent.
  func stop()
}
