import Foundation

/// A command the system sends the app's player (play, pause, skip…), as MediaPlayer declares it.
///
/// The app adds handlers; the Now Playing tile offers the commands that have one.
public class MPRemoteCommand: @unchecked Sendable {
  private let lock = NSLock()
  private var handlers:
    [(token: HandlerToken, run: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus)] =
      []
  private var enabled = true
  /// Tells the host that what the command offers changed.
  let changed: @Sendable () -> Void

  init(changed: @escaping @Sendable () -> Void) { self.changed = changed }

  /// Whether the command is offered (true by default; a command needs a handler too).
  public var isEnabled: Bool {
    get { lock.withLock { enabled } }
    set {
      lock.withLock { enabled = newValue }
      changed()
    }
  }

  /// Adds a handler called when the command is sent; returns a token for `removeTarget(_:)`.
  ///
  /// As on iOS, handlers run on the main thread (the dashboard's main actor).
  @discardableResult
  public func addTarget(
    handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus
  ) -> Any {
    let token = HandlerToken()
    lock.withLock { handlers.append((token, handler)) }
    changed()
    return token
  }

  /// Removes the handler a token names; `nil` removes every handler.
  public func removeTarget(_ target: Any?) {
    lock.withLock {
      if let token = target as? HandlerToken {
        handlers.removeAll { $0.token === token }
      } else if target == nil {
        handlers.removeAll()
      }
    }
    changed()
  }

  /// Whether the command is enabled and has a handler: what the Now Playing tile offers.
  package var isAvailable: Bool { lock.withLock { enabled && !handlers.isEmpty } }

  /// Runs the handlers with an event; the last handler's status, or `nil` without a handler.
  func send(_ event: MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus? {
    let current = lock.withLock { enabled ? handlers.map(\.run) : [] }
    var status: MPRemoteCommandHandlerStatus?
    for handler in current { status = handler(event) }
    return status
  }

  /// Makes the event this command sends.
  func event(at timestamp: TimeInterval) -> MPRemoteCommandEvent {
    MPRemoteCommandEvent(command: self, timestamp: timestamp)
  }

  /// Identifies one added handler.
  private final class HandlerToken: @unchecked Sendable {}
}
