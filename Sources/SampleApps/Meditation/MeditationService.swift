import Foundation
import Synchronization

/// Plays the guided sessions: which one plays now.
package enum MeditationService {
  private static let playing = Mutex<MeditationSession?>(nil)

  /// The session playing, if any.
  package static var current: MeditationSession? { playing.withLock { $0 } }

  /// Starts the default session (the first).
  package static func startDefaultSession() async {
    await start(session: SessionManager.allSessions[0])
  }

  /// Starts a session.
  package static func start(session: MeditationSession) async {
    playing.withLock { $0 = session }
  }

  /// Ends the session playing.
  package static func end() async { playing.withLock { $0 = nil } }
}
