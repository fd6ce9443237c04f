/// Which donations `IntentDonationManager.deleteDonations(matching:)` deletes.
public struct IntentDonationMatchingPredicate: Sendable {
  /// What a predicate matches.
  package enum Kind: Sendable {
    /// These donations.
    case identifiers([IntentDonationIdentifier])
    /// Donations of an intent type, optionally only those whose parameters hold an entity.
    case intentType(ObjectIdentifier, entity: EntityIdentifier?)
  }

  /// What it matches.
  package let kind: Kind

  /// Matches one donation.
  public static func donationIdentifier(_ identifier: IntentDonationIdentifier) -> Self {
    Self(kind: .identifiers([identifier]))
  }

  /// Matches several donations.
  public static func donationIdentifiers(_ identifiers: [IntentDonationIdentifier]) -> Self {
    Self(kind: .identifiers(identifiers))
  }

  /// Matches the donations of an intent type, or only those that refer to an entity.
  public static func intentType(
    _ intentType: any AppIntent.Type, entityIdentifier: EntityIdentifier? = nil
  ) -> Self {
    Self(kind: .intentType(ObjectIdentifier(intentType), entity: entityIdentifier))
  }

  /// Whether a donation matches.
  package func matches(_ donation: IntentDonation) -> Bool {
    switch kind {
    case .identifiers(let identifiers): return identifiers.contains(donation.id)
    case .intentType(let type, let entity):
      guard ObjectIdentifier(Swift.type(of: donation.intent.intent)) == type else { return false }
      guard let entity else { return true }
      return donation.entities.contains(entity)
    }
  }
}
