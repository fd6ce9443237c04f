import SpacesKit

/// An item of the Spotlight index with the words it is found by, folded once when it is
/// indexed (case, accents and punctuation ignored, as the App Shortcut phrases are) so that
/// matching a key press compares bytes only.
package struct SpotlightEntry: Equatable, Sendable {
  /// The item.
  package var item: SpotlightItem
  /// The title's and display name's words as UTF-8, each after a space (" herons at dawn").
  package var titleText: [UInt8]
  /// The words of the alternate names, keywords and description, the same way.
  package var otherText: [UInt8]
  /// A bit for each word's first byte (its low six bits): a typed word whose first byte has no
  /// bit starts no word, so most items are passed over without a scan.
  package var initials: UInt64

  /// Folds an item's texts into words.
  package init(_ item: SpotlightItem) {
    self.item = item
    let titleWords = Self.query(item.title + " " + (item.displayName ?? ""))
    let otherWords = Self.query(
      (item.alternateNames + item.keywords + (item.contentDescription.map { [$0] } ?? []))
        .joined(separator: " "))
    titleText = titleWords.flatMap { [UInt8(ascii: " ")] + $0 }
    otherText = otherWords.flatMap { [UInt8(ascii: " ")] + $0 }
    initials = (titleWords + otherWords).reduce(0) { $0 | Self.bit($1) }
  }

  /// Typed text as folded words.
  static func query(_ text: String) -> [[UInt8]] {
    ShortcutPhraseIndex.key(text).split(separator: " ").map { Array(String($0).utf8) }
  }

  /// The bit of a word's first byte.
  static func bit(_ word: [UInt8]) -> UInt64 {
    word.first.map { 1 << UInt64($0 & 63) } ?? 0
  }

  /// Whether a word of `text` (each after a space) starts with `prefix`.
  private static func hasWord(startingWith prefix: [UInt8], in text: [UInt8]) -> Bool {
    guard !prefix.isEmpty, text.count > prefix.count else { return false }
    return text.withUnsafeBufferPointer { text in
      prefix.withUnsafeBufferPointer { prefix in
        let last = text.count - prefix.count
        var start = 0
        while start < last {
          if text[start] == 32 {
            var matched = 0
            while matched < prefix.count && text[start + 1 + matched] == prefix[matched] {
              matched += 1
            }
            if matched == prefix.count { return true }
          }
          start += 1
        }
        return false
      }
    }
  }

  /// How well typed words find the item: 2 when each starts a word of its title, 1 when each
  /// starts a word of it somewhere, `nil` when one starts none.
  /// (`initials` passes over most items before this is asked.)
  func score(_ query: [[UInt8]]) -> Int? {
    var inTitle = true
    for word in query {
      if Self.hasWord(startingWith: word, in: titleText) { continue }
      guard Self.hasWord(startingWith: word, in: otherText) else { return nil }
      inTitle = false
    }
    return inTitle ? 2 : 1
  }
}
