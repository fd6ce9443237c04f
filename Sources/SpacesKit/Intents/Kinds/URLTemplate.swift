import Foundation

/// A URL template: literal text and placeholders filled from a value (an entity's identifier
/// and properties, an intent's parameters, an enum's case), each percent-encoded for a URL path.
///
/// Filling is asynchronous, as App Intents' is: a value that is
/// `CustomURLRepresentationParameterConvertible` gives its text through an `async` property.
/// The system fills a template where it runs the intent, off the reducer.
struct URLTemplate<Root>: Sendable {
  /// The template's pieces, each giving its text for a value (or throwing why it can't).
  var pieces: [@Sendable (Root) async throws -> String] = []

  init() {}

  init(_ literal: String) { appendLiteral(literal) }

  /// Appends literal text.
  mutating func appendLiteral(_ literal: String) { pieces.append { _ in literal } }

  /// Appends a value read through a key path.
  mutating func append<Value>(_ keyPath: KeyPath<Root, Value> & Sendable) {
    pieces.append { root in try await Self.encoded(root[keyPath: keyPath]) }
  }

  /// Appends a piece computed from the value.
  mutating func append(_ piece: @escaping @Sendable (Root) async throws -> String) {
    pieces.append(piece)
  }

  /// The URL for a value; `nil` when the text isn't a URL. Throws a piece's error (a
  /// custom-convertible value without text, a parameter the intent doesn't declare).
  func url(for root: Root) async throws -> URL? {
    var text = ""
    for piece in pieces { text += try await piece(root) }
    return URL(string: text)
  }

  /// A value as URL text: a URL's own string, an entity's identifier, a custom-convertible
  /// value's `urlRepresentationParameter`, else its description, percent-encoded; `nil` is
  /// empty. Throws when a custom-convertible value gives no text.
  static func encoded(_ value: Any) async throws -> String {
    if let optional = value as? any _OptionalParameterValue, optional._isNone { return "" }
    guard let custom = value as? any CustomURLRepresentationParameterConvertible else {
      return plainEncoded(value)
    }
    guard let text = await custom.urlRepresentationParameter else {
      throw AppIntentError(
        text: "\(type(of: custom)).urlRepresentationParameter gave no text for the URL")
    }
    return text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? text
  }

  /// A value as URL text without asking it (synchronously): a URL's own string, an entity's
  /// identifier, else its description, percent-encoded; `nil` is empty.
  static func plainEncoded(_ value: Any) -> String {
    if let optional = value as? any _OptionalParameterValue, optional._isNone { return "" }
    var text = (value as? URL)?.absoluteString ?? "\(value)"
    if let entity = value as? any AppEntity { text = "\(entity.id)" }
    return text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? text
  }
}
