/// A sentence as App Intents writes it in strings tables: literal text with `${name}`
/// placeholders (“Start ${session} in ${applicationName}”), the key of an App Shortcut phrase in
/// `AppShortcuts.xcstrings` and of a parameter summary in its table.
package enum PlaceholderString {
  /// One piece of such a sentence.
  package enum Piece: Equatable, Sendable {
    /// Literal text.
    case text(String)
    /// A `${name}` placeholder.
    case placeholder(String)
  }

  /// The pieces of a sentence; a `${` without its `}` is literal text.
  package static func pieces(of sentence: String) -> [Piece] {
    var pieces: [Piece] = []
    var rest = Substring(sentence)
    while let start = rest.range(of: "${") {
      guard let end = rest[start.upperBound...].firstIndex(of: "}") else { break }
      if start.lowerBound > rest.startIndex {
        pieces.append(.text(String(rest[..<start.lowerBound])))
      }
      pieces.append(.placeholder(String(rest[start.upperBound..<end])))
      rest = rest[rest.index(after: end)...]
    }
    if !rest.isEmpty { pieces.append(.text(String(rest))) }
    return pieces
  }

  /// The sentence of pieces, placeholders written `${name}`.
  package static func sentence(_ pieces: [Piece]) -> String {
    pieces.map {
      switch $0 {
      case .text(let text): text
      case .placeholder(let name): "${\(name)}"
      }
    }.joined()
  }
}
