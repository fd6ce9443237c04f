import Synchronization

/// The donations apps made on a host, so `deleteDonations(matching:)` can say which it deleted;
/// the engine is told of every change (`SystemRequest.donations`).
package final class DonationRegistry: Sendable {
  private let donations = Mutex<[IntentDonation]>([])

  /// Creates an empty registry.
  package init() {}

  /// The donations, oldest first.
  package var all: [IntentDonation] { donations.withLock { $0 } }

  /// Keeps a donation.
  package func add(_ donation: IntentDonation) {
    donations.withLock { $0.append(donation) }
  }

  /// Removes the donations a predicate matches and returns their identifiers.
  package func remove(matching predicate: IntentDonationMatchingPredicate)
    -> [IntentDonationIdentifier]
  {
    donations.withLock { list in
      let removed = list.filter { predicate.matches($0) }.map(\.id)
      list.removeAll { removed.contains($0.id) }
      return removed
    }
  }
}
