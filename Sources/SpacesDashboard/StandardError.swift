import Foundation

/// Writes to standard error without trapping when it is gone.
///
/// `FileHandle.write(_:)` traps on a write error: a `spaces server` whose terminal had hung up
/// crashed logging the next device that left (tmux's `kill-server` hangs up every pane).
enum StandardError {
  /// Writes `text` as UTF-8; a failed write is dropped.
  static func write(_ text: String) {
    try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
  }
}
