/// Matching typed text against the phrases: forgiving (case, punctuation, accents and a few
/// typos), but never choosing among equally good phrases that do different things.
extension ShortcutPhraseIndex {
  /// What typed text matches.
  package enum Match: Equatable, Sendable {
    /// One phrase (or several that do the same thing) matches best.
    case phrase(Entry)
    /// Phrases that do different things match equally well: the user must choose.
    case ambiguous([Entry])
    /// Nothing is close enough; the closest phrases, best first.
    case none(closest: [Entry])
  }

  /// The most typos (insertions, deletions, substitutions, swaps of neighbours) forgiven in a
  /// phrase of `length` characters: none up to 4 characters, then one per 8, at most 3.
  package static func typoAllowance(length: Int) -> Int {
    length <= 4 ? 0 : min(3, max(1, length / 8))
  }

  /// Matches typed text against every phrase.
  package func match(_ text: String, closest count: Int = 3) -> Match {
    let key = Self.key(text)
    guard !key.isEmpty, !entries.isEmpty else { return .none(closest: []) }
    let codes = Entry.codes(key)
    let allowance = Self.typoAllowance(length: codes.count)
    var best = Int.max
    var winners: [Entry] = []
    for entry in entries {
      let limit = min(allowance, best)
      guard abs(entry.codes.count - codes.count) <= limit,
        let distance = Self.distance(codes, entry.codes, limit: limit)
      else { continue }
      if distance < best {
        best = distance
        winners = [entry]
      } else if distance == best {
        winners.append(entry)
      }
    }
    guard let first = winners.first else { return .none(closest: closest(to: key, count: count)) }
    var seen: Set<String> = []
    let distinct = winners.filter { seen.insert($0.target).inserted }
    return distinct.count == 1 ? .phrase(first) : .ambiguous(distinct)
  }

  /// The phrases closest to typed text, best first, one per target (for “no match” and the live
  /// suggestions): phrases that begin with the text first, then by edit distance.
  package func closest(to text: String, count: Int = 3) -> [Entry] {
    closest(to: Self.key(text), count: count)
  }

  func closest(to key: [Character], count: Int) -> [Entry] {
    guard count > 0 else { return [] }
    let codes = Entry.codes(key)
    // Scores: 0 for a phrase that begins with the text, 1 + d for one that begins with it give
    // or take d ≤ 4 typos; only when those are too few does a rough distance to the whole
    // phrase rank the rest (capped, so that a long list stays cheap). The best `count` targets
    // are kept as they come, and a phrase is scored only as far as it could still beat them.
    var best: [(score: Int, order: Int, target: String)] = []
    func consider(_ order: Int, score: Int) {
      let target = entries[order].target
      if let existing = best.firstIndex(where: { $0.target == target }) {
        guard (score, order) < (best[existing].score, best[existing].order) else { return }
        best.remove(at: existing)
      }
      best.append((score, order, target))
      best.sort { ($0.score, $0.order) < ($1.score, $1.order) }
      if best.count > count { best.removeLast() }
    }
    var near = [Bool](repeating: false, count: entries.count)
    codes.withUnsafeBufferPointer { typed in
      for order in entries.indices {
        // Later phrases lose ties: they must score below the worst kept.
        let bound = best.count == count ? best[count - 1].score - 1 : Int.max
        if bound < 0 { break }
        let score = entries[order].codes.withUnsafeBufferPointer { phrase -> Int? in
          if phrase.starts(with: typed) { return 0 }
          let limit = min(Self.nearLimit, bound - 1)
          guard limit >= 0 else { return nil }
          let start = UnsafeBufferPointer(rebasing: phrase.prefix(typed.count))
          return Self.distance(typed, start, limit: limit).map { 1 + $0 }
        }
        guard let score else { continue }
        near[order] = true
        consider(order, score: score)
      }
      guard best.count < count else { return }
      for order in entries.indices where !near[order] {
        let score = entries[order].codes.withUnsafeBufferPointer { phrase in
          1 + Self.nearLimit + (Self.distance(typed, phrase, limit: 12) ?? 13)
        }
        consider(order, score: score)
      }
    }
    return best.map { item in
      let entry = entries[item.order]
      return entry.usesSynonym ? withAppName(entry) : entry
    }
  }

  /// The edits within which a phrase counts as near for the suggestions.
  static let nearLimit = 4

  /// The same phrase naming the app by its name rather than a synonym (what a list shows).
  func withAppName(_ entry: Entry) -> Entry {
    entries.first {
      !$0.usesSynonym && $0.target == entry.target && $0.phrase == entry.phrase
    } ?? entry
  }

  /// The optimal-string-alignment distance between two keys (a swap of neighbours counts as
  /// one edit), or `nil` when it exceeds `limit`. Only a band of `2 × limit + 1` diagonals is
  /// computed.
  static func distance<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int) -> Int? {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in distance(a, b, limit: limit) }
    }
  }

  /// The distance between two buffers; the three rows it needs live on the stack.
  static func distance<Element: Equatable>(
    _ a: UnsafeBufferPointer<Element>, _ b: UnsafeBufferPointer<Element>, limit: Int
  ) -> Int? {
    let n = a.count
    let m = b.count
    if abs(n - m) > limit { return nil }
    if n == 0 { return m }
    if m == 0 { return n }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (m + 1)) { rows in
      let infinity = limit + 1
      // Three rows, rotated by offset: two rows back, the previous, the current.
      var previous2 = 0
      var previous = m + 1
      var current = 2 * (m + 1)
      for j in 0..<rows.count { rows[j] = infinity }
      for j in 0...min(m, limit) { rows[previous + j] = j }
      for i in 1...n {
        let low = max(1, i - limit)
        let high = min(m, i + limit)
        // Only the band and two cells either side are ever read again.
        for j in max(0, low - 2)...min(m, high + 2) { rows[current + j] = infinity }
        if i <= limit { rows[current] = i }
        var rowMinimum = rows[current]
        if low <= high {
          for j in low...high {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var value = min(
              rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
              value = min(value, rows[previous2 + j - 2] + 1)
            }
            rows[current + j] = min(value, infinity)
            rowMinimum = min(rowMinimum, rows[current + j])
          }
        }
        if rowMinimum > limit { return nil }
        (previous2, previous, current) = (previous, current, previous2)
      }
      return rows[previous + m] <= limit ? rows[previous + m] : nil
    }
  }
}
