import Synchronization

/// The notes written after sessions (`LogMeditationNoteIntent`), oldest first.
public enum MeditationJournal {
  private static let notes = Mutex<[String]>([])

  /// Every note written.
  public static var entries: [String] { notes.withLock { $0 } }

  /// Writes a note.
  public static func add(_ note: String) { notes.withLock { $0.append(note) } }

  /// Forgets every note.
  public static func clear() { notes.withLock { $0.removeAll() } }
}
