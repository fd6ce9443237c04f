/// Matching typed text against the phrases: forgiving (case, punctuation, accents and a few
/// typos), but never choosing among equally good phrases that do different things.
extension ShortcutPhraseIndex {
  /// What typed text matches.
  public enum Match: Equatable, Sendable {
    /// One phrase (or several that do the same thing) matches best.
    case phrase(Entry)
    /// Phrases that do different things match equally well: the user must choose.
    case ambiguous([Entry])
    /// Nothing is close enough; the closest phrases, best first.
    case none(closest: [Entry])
  }

  /// The most typos (insertions, deletions, substitutions, swaps of neighbours) forgiven in a
  /// phrase of `length` characters: none up to 4 characters, then one per 8, at most 3.
  public static func typoAllowance(length: Int) -> Int {
    length <= 4 ? 0 : min(3, max(1, length / 8))
  }

  /// Matches typed text against every phrase.
  public func match(_ text: String, closest count: Int = 3) -> Match {
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
  public func closest(to text: String, count: Int = 3) -> [Entry] {
    closest(to: Self.key(text), count: count)
  }

  func closest(to key: [Character], count: Int) -> [Entry] {
    guard count > 0 else { return [] }
    let codes = Entry.codes(key)
    // Scores by entry index, so that sorting moves numbers, not entries.
    var scored: [(score: Int, order: Int)] = []
    scored.reserveCapacity(entries.count)
    for (order, entry) in entries.enumerated() {
      let score: Int
      if entry.codes.starts(with: codes) {
        score = 0
      } else {
        // A rough distance, capped so that a long list stays cheap.
        score = 1 + (Self.distance(codes, entry.codes, limit: 12) ?? 13)
      }
      scored.append((score, order))
    }
    scored.sort { ($0.score, $0.order) < ($1.score, $1.order) }
    var result: [Entry] = []
    var seen: Set<String> = []
    for item in scored where seen.insert(entries[item.order].target).inserted {
      let entry = entries[item.order]
      result.append(entry.usesSynonym ? withAppName(entry) : entry)
      if result.count == count { break }
    }
    return result
  }

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
    let n = a.count
    let m = b.count
    if abs(n - m) > limit { return nil }
    if n == 0 { return m }
    if m == 0 { return n }
    let infinity = limit + 1
    var previous2 = [Int](repeating: infinity, count: m + 1)
    var previous = [Int](repeating: infinity, count: m + 1)
    var current = [Int](repeating: infinity, count: m + 1)
    for j in 0...min(m, limit) { previous[j] = j }
    for i in 1...n {
      let low = max(1, i - limit)
      let high = min(m, i + limit)
      for j in 0...m { current[j] = infinity }
      if i <= limit { current[0] = i }
      var rowMinimum = current[0]
      if low <= high {
        for j in low...high {
          let cost = a[i - 1] == b[j - 1] ? 0 : 1
          var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            value = min(value, previous2[j - 2] + 1)
          }
          current[j] = min(value, infinity)
          rowMinimum = min(rowMinimum, current[j])
        }
      }
      if rowMinimum > limit { return nil }
      swap(&previous2, &previous)
      swap(&previous, &current)
    }
    return previous[m] <= limit ? previous[m] : nil
  }
}
