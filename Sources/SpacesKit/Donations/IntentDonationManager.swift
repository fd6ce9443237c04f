import Foundation

/// Tells the system about actions people took in the app, so it can suggest them again.
///
/// Donated intents are the Siri bar's "Siri Suggestions" (`/` with nothing typed), most recent
/// first, and the inspector lists every donation. An intent whose required parameters have no
/// value isn't added (running it would have to ask): the inspector says so.
public struct IntentDonationManager: Sendable {
  /// The shared donation manager.
  public static let shared = IntentDonationManager()

  /// Donates an intent.
  @discardableResult
  public func donate(intent: some AppIntent) -> IntentDonationIdentifier {
    Self.record(IntentBox(intent), dialog: nil)
  }

  /// Donates an intent (the async form).
  @discardableResult
  public func donate(intent: some AppIntent) async throws -> IntentDonationIdentifier {
    Self.record(IntentBox(intent), dialog: nil)
  }

  /// Donates an intent with the result it gave.
  @discardableResult
  public func donate<Intent: AppIntent>(intent: Intent, result: Intent.PerformResult)
    -> IntentDonationIdentifier
  {
    Self.record(IntentBox(intent), dialog: result._content.dialog?.full.resolvedText)
  }

  /// Donates an intent with the result it gave (the async form).
  @discardableResult
  public func donate<Intent: AppIntent>(intent: Intent, result: Intent.PerformResult)
    async throws -> IntentDonationIdentifier
  {
    Self.record(IntentBox(intent), dialog: result._content.dialog?.full.resolvedText)
  }

  /// Deletes the donations a predicate matches, returning their identifiers.
  @discardableResult
  public func deleteDonations(matching predicate: IntentDonationMatchingPredicate) async throws
    -> [IntentDonationIdentifier]
  {
    let host = SystemHost.current
    let removed = host.donations.remove(matching: predicate)
    if !removed.isEmpty { host.send(.donations(.deleted(removed))) }
    return removed
  }

  /// Keeps a donation on the current host and tells the engine.
  static func record(_ intent: IntentBox, dialog: String?) -> IntentDonationIdentifier {
    let host = SystemHost.current
    let donation = IntentDonation(
      id: IntentDonationIdentifier(), intent: intent, date: host.now(), resultDialog: dialog,
      entities: intent.parameters.compactMap(\.entityIdentifier))
    if donation.missingParameters.isEmpty { host.donations.add(donation) }
    host.send(.donations(.donated(donation)))
    return donation.id
  }
}

extension AppIntent {
  /// Donates the intent.
  @discardableResult
  public func donate() -> IntentDonationIdentifier {
    IntentDonationManager.shared.donate(intent: self)
  }

  /// Donates the intent (the async form).
  @discardableResult
  public func donate() async throws -> IntentDonationIdentifier {
    try await IntentDonationManager.shared.donate(intent: self)
  }

  /// Donates the intent with the result it gave.
  @discardableResult
  public func donate(result: PerformResult) -> IntentDonationIdentifier {
    IntentDonationManager.shared.donate(intent: self, result: result)
  }
}

extension AnyIntentParameter {
  /// The entity the parameter holds, if it holds one.
  var entityIdentifier: EntityIdentifier? {
    guard let entity = unwrappedValue as? any AppEntity else { return nil }
    return Self.identify(entity)
  }

  private static func identify<Entity: AppEntity>(_ entity: Entity) -> EntityIdentifier {
    EntityIdentifier(for: entity)
  }
}
