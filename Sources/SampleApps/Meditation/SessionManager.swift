import Foundation
import Synchronization

/// The sessions the app offers: Calming, Walking and Breathing until the server publishes
/// others (`SessionModel`).
package enum SessionManager {
  /// The sessions the app ships with.
  package static let builtIn = [
    MeditationSession(id: identifier(1), name: "Calming", minutes: 10),
    MeditationSession(id: identifier(2), name: "Walking", minutes: 20),
    MeditationSession(id: identifier(3), name: "Breathing", minutes: 5),
  ]

  private static let sessions = Mutex(builtIn)

  /// Every session offered now.
  package static var allSessions: [MeditationSession] { sessions.withLock { $0 } }

  /// The session with an identifier, if it is offered.
  package static func session(for id: UUID) -> MeditationSession? {
    allSessions.first { $0.id == id }
  }

  /// Replaces the sessions offered (the model layer does this).
  static func replace(with new: [MeditationSession]) { sessions.withLock { $0 = new } }

  private static func identifier(_ number: Int) -> UUID {
    UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!
  }
}
