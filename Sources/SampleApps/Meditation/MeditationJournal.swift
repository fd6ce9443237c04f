import Synchronization

/// The notes written after sessions (`LogMeditationNoteIntent`), oldest first.
package enum MeditationJournal {
  private static let notes = Mutex<[String]>([])

  /// Every note written.
  package static var entries: [String] { notes.withLock { $0 } }

  /// Writes a note.
  package static func add(_ note: String) { notes.withLock { $0.append(note) } }

  /// Forgets every note.
  package static func clear() { notes.withLock { $0.removeAll() } }
}
