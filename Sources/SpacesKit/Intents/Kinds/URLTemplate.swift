import Foundation

/// A URL template: literal text and placeholders filled from a value (an entity's identifier
/// and properties, an intent's parameters), each percent-encoded for a URL path.
struct URLTemplate<Root>: Sendable {
  /// The template's pieces, each giving its text for a value.
  var pieces: [@Sendable (Root) -> String] = []

  init() {}

  init(_ literal: String) { appendLiteral(literal) }

  /// Appends literal text.
  mutating func appendLiteral(_ literal: String) { pieces.append { _ in literal } }

  /// Appends a value read through a key path.
  mutating func append<Value>(_ keyPath: KeyPath<Root, Value> & Sendable) {
    pieces.append { root in Self.encoded(root[keyPath: keyPath]) }
  }

  /// Appends a piece computed from the value.
  mutating func append(_ piece: @escaping @Sendable (Root) -> String) { pieces.append(piece) }

  /// The URL for a value; `nil` when the text isn't a URL.
  func url(for root: Root) -> URL? {
    URL(string: pieces.map { $0(root) }.joined())
  }

  /// A value as URL text: a URL's own string, an entity's identifier, else its description,
  /// percent-encoded; `nil` is empty.
  static func encoded(_ value: Any) -> String {
    if let optional = value as? any _OptionalParameterValue, optional._isNone { return "" }
    var text = (value as? URL)?.absoluteString ?? "\(value)"
    if let entity = value as? any AppEntity { text = "\(entity.id)" }
    return text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? text
  }
}
