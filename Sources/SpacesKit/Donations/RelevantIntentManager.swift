/// Tells the system which intents are relevant and when, as App Intents declares it.
///
/// `updateRelevantIntents(_:)` replaces the app's relevant intents; they are kept, with their
/// contexts, where the Smart Stack reads them (`DashboardState.donations.relevantIntents`) and
/// the inspector lists them.
public final class RelevantIntentManager: Sendable {
  /// The shared manager.
  public static let shared = RelevantIntentManager()

  private init() {}

  /// Replaces the app's relevant intents (an empty list withdraws them).
  public func updateRelevantIntents(_ relevantIntents: [RelevantIntent]) async throws {
    SystemHost.current.send(.donations(.relevantIntents(relevantIntents.map(\.record))))
  }
}
