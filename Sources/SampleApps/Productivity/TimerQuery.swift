import SpacesKit

/// Finds the app's timers: by identifier (a control's saved configuration), all of them as
/// suggestions (the configuration form's picker), by name, and the first as the default.
struct TimerQuery: EntityStringQuery {
  func entities(for identifiers: [ProductivityTimer.ID]) async throws -> [ProductivityTimer] {
    try await TimerManager.shared.timers().filter { identifiers.contains($0.id) }
  }

  func suggestedEntities() async throws -> [ProductivityTimer] {
    try await TimerManager.shared.timers()
  }

  func entities(matching string: String) async throws -> [ProductivityTimer] {
    try await TimerManager.shared.timers().filter {
      $0.name.localizedCaseInsensitiveContains(string)
    }
  }

  func defaultResult() async -> ProductivityTimer? {
    try? await suggestedEntities().first
  }
}
