import SpacesKit

/// Finds the Spotlight items typed text names, as Spotlight lists an app's content under the
/// shortcuts it suggests.
package enum SpotlightSearch {
  /// The most results the Siri / Spotlight bar shows.
  package static let resultLimit = 4

  /// The items whose words the typed words start (each typed word the start of one of the
  /// item's words), best first: those found by their title, then the app's higher priority,
  /// then in the order they were indexed. Text of fewer than two letters finds nothing.
  package static func results(
    for text: String, in entries: [SpotlightEntry], limit: Int = resultLimit
  ) -> [SpotlightItem] {
    let query = SpotlightEntry.query(text)
    guard query.reduce(0, { $0 + $1.count }) >= 2, !entries.isEmpty else { return [] }
    let bits = query.reduce(0) { $0 | SpotlightEntry.bit($1) }
    // The best `limit` so far, best first: a key costs a scan, never a sort of every match.
    var best: [(score: Int, priority: Int, order: Int)] = []
    best.reserveCapacity(limit + 1)
    // Borrowed in place: no entry is copied (retained) to be looked at.
    entries.withUnsafeBufferPointer { entries in
      for order in entries.indices where entries[order].initials & bits == bits {
        guard let score = entries[order].score(query) else { continue }
        let found = (score: score, priority: entries[order].item.priority, order: order)
        if best.count == limit, let worst = best.last, !isBetter(found, than: worst) { continue }
        let place = best.firstIndex { isBetter(found, than: $0) } ?? best.endIndex
        best.insert(found, at: place)
        if best.count > limit { best.removeLast() }
      }
    }
    return best.map { entries[$0.order].item }
  }

  /// Whether one match ranks before another: by score, then priority, then the earlier indexed.
  private static func isBetter(
    _ match: (score: Int, priority: Int, order: Int),
    than other: (score: Int, priority: Int, order: Int)
  ) -> Bool {
    (match.score, match.priority, other.order) > (other.score, other.priority, match.order)
  }
}
