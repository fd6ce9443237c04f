import Foundation

/// The identifier of one donation, to delete it later, as App Intents declares it.
public struct IntentDonationIdentifier: Sendable, Hashable, CustomStringConvertible {
  /// The donation's number.
  package let uuid: UUID

  package init(uuid: UUID = UUID()) { self.uuid = uuid }

  /// The identifier as text.
  public var description: String { uuid.uuidString }
}
