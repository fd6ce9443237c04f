import Foundation
import Synchronization

/// Plays the guided sessions: which one plays now.
public enum MeditationService {
  private static let playing = Mutex<MeditationSession?>(nil)

  /// The session playing, if any.
  public static var current: MeditationSession? { playing.withLock { $0 } }

  /// Starts the default session (the first).
  public static func startDefaultSession() async {
    await start(session: SessionManager.allSessions[0])
  }

  /// Starts a session.
  public static func start(session: MeditationSession) async {
    playing.withLock { $0 = session }
  }

  /// Ends the session playing.
  public static func end() async { playing.withLock { $0 = nil } }
}
