import Foundation
import Synchronization

/// What happened to a host's Live Activities, for the async sequences app code iterates.
package enum ActivityChange: Sendable, Equatable {
  /// An activity started (by the app or by a push).
  case started(id: String)
  /// Its content, stale date, relevance or life-cycle state changed.
  case changed(id: String)
  /// The system took it off the screen; nothing more will happen to it.
  case dismissed(id: String)
  /// Its push token was assigned or changed.
  case pushToken(id: String)
  /// Live Activities were turned on or off (`ActivityAuthorizationInfo`).
  case enablement(Bool)
  /// One app's Live Activities were turned on or off (Settings › <App> › Live Activities).
  case appEnablement(app: String, Bool)
}

/// The observers of a host's Live Activities: each `contentUpdates`, `activityStateUpdates`,
/// `pushTokenUpdates` and `activityUpdates` sequence app code is iterating.
///
/// Observers are called after the registry's lock is released, on the thread that made the
/// change, in the order changes happen.
package final class ActivityObservers: Sendable {
  private let storage = Mutex<(next: Int, handlers: [Int: @Sendable (ActivityChange) -> Void])>(
    (0, [:]))

  /// Adds an observer; returns the number to remove it with.
  package func add(_ handler: @escaping @Sendable (ActivityChange) -> Void) -> Int {
    storage.withLock { store in
      let number = store.next
      store.next += 1
      store.handlers[number] = handler
      return number
    }
  }

  /// Removes an observer (its sequence ended or was dropped).
  package func remove(_ number: Int) {
    _ = storage.withLock { $0.handlers.removeValue(forKey: number) }
  }

  /// How many sequences are observing (tests check none is leaked).
  package var count: Int { storage.withLock { $0.handlers.count } }

  /// Tells every observer.
  package func publish(_ change: ActivityChange) {
    let handlers = storage.withLock { store in store.handlers.sorted { $0.key < $1.key } }
    for (_, handler) in handlers { handler(change) }
  }

  /// A sequence of what `transform` makes of each change (`nil`: nothing), ending when
  /// `transform` says so or the iterating task drops it.
  package func stream<Element: Sendable>(
    _ transform: @escaping @Sendable (ActivityChange) -> (element: Element?, finished: Bool)
  ) -> AsyncStream<Element> {
    let (stream, continuation) = AsyncStream<Element>.makeStream()
    let number = add { change in
      let (element, finished) = transform(change)
      if let element { continuation.yield(element) }
      if finished { continuation.finish() }
    }
    continuation.onTermination = { [weak self] _ in self?.remove(number) }
    return stream
  }
}
