/// A message app code logged with `Logger`, as the system receives it.
package struct AppLogEntry: Equatable, Sendable {
  /// The logger's subsystem (usually the app's bundle identifier; may be empty).
  package var subsystem: String
  /// The logger's category (may be empty).
  package var category: String
  /// The level.
  package var level: OSLogType
  /// The message with its values.
  package var message: String

  package init(subsystem: String, category: String, level: OSLogType, message: String) {
    self.subsystem = subsystem
    self.category = category
    self.level = level
    self.message = message
  }

  /// Who logged it, for the event log: the subsystem's last component ("com.example.Coffee" →
  /// "Coffee"), else the category, else "app".
  package var source: String {
    if let last = subsystem.split(separator: ".").last { return String(last) }
    return category.isEmpty ? "app" : category
  }
}
