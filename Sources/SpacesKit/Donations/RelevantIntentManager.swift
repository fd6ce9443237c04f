/// Tells the system which intents are relevant and when, as App Intents declares it.
///
/// `updateRelevantIntents(_:)` replaces the app's relevant intents; those whose date clue holds
/// now join the Siri bar's suggestions, and all of them are kept, with their contexts, where a
/// Smart Stack would read them (`DashboardState.donations.relevantIntents`).
public final class RelevantIntentManager: Sendable {
  /// The shared manager.
  public static let shared = RelevantIntentManager()

  private init() {}

  /// Replaces the app's relevant intents (an empty list withdraws them).
  public func updateRelevantIntents(_ relevantIntents: [RelevantIntent]) async throws {
    SystemHost.current.send(.donations(.relevantIntents(relevantIntents.map(\.record))))
  }
}
