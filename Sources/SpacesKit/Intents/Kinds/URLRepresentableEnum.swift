import Foundation

/// An app enum whose cases have URLs, as App Intents declares it (iOS 18).
///
/// `static var urlRepresentation: URLRepresentation` is one template for every case
/// (`"https://example.com/settings/\(\.rawValue)"`) or one per case
/// (`URLRepresentation([.wifi: "…", .privacy: "…"])`). An `OpenIntent` that is a
/// `URLRepresentableIntent` and targets the enum opens the case's URL, and so does
/// `OpenURLIntent(urlRepresentable:)`; in another intent's template the enum gives its raw
/// value (its `urlRepresentationParameter`).
public protocol URLRepresentableEnum: AppEnum, CustomURLRepresentationParameterConvertible {
  /// The template of the cases' URLs.
  static var urlRepresentation: URLRepresentation { get }
}

extension URLRepresentableEnum {
  /// The type of the enum's URL template.
  public typealias URLRepresentation = EnumURLRepresentation<Self>

  /// The case's raw value, as a parameter of another URL template.
  public var urlRepresentationParameter: String? { "\(rawValue)" }

  /// The case's URL; `nil` when the filled template isn't a URL. Throws when a per-case
  /// representation has no template for this case.
  package func representedURL() throws -> URL? {
    try Self.urlRepresentation.url(for: self)
  }
}

/// The template of an app enum's URLs.
///
/// One template with the case interpolated, or one template for each case.
public struct EnumURLRepresentation<Enum: AppEnum>: Sendable, ExpressibleByStringInterpolation {
  /// One case's template in a per-case representation.
  public struct EnumSingleURLRepresentation: Sendable, ExpressibleByStringInterpolation {
    /// The interpolation that builds it: the same as the whole representation's.
    public typealias StringInterpolation = EnumURLRepresentation<Enum>.StringInterpolation

    let template: EnumURLTemplate<Enum>

    /// Creates a template from a string literal.
    public init(stringLiteral value: String) { template = EnumURLTemplate(value) }

    /// Creates a template from an interpolated string literal.
    public init(stringInterpolation: StringInterpolation) {
      template = stringInterpolation.template
    }
  }

  /// The one template for every case (`nil`: per case).
  let template: EnumURLTemplate<Enum>?
  /// The cases' own templates, by raw value text.
  let perCase: [String: EnumURLTemplate<Enum>]

  /// Creates a template from a string with no placeholders.
  public init(_ value: String) {
    template = EnumURLTemplate(value)
    perCase = [:]
  }

  /// Creates a template from a string literal.
  public init(stringLiteral value: String) { self.init(value) }

  /// Creates a template from an interpolated string literal.
  public init(stringInterpolation: StringInterpolation) {
    template = stringInterpolation.template
    perCase = [:]
  }

  /// Creates one template for each case.
  ///
  /// A case left out has no URL: opening it is an error that names it.
  public init(_ urlRepresentations: [Enum: EnumSingleURLRepresentation]) where Enum: Hashable {
    template = nil
    var perCase: [String: EnumURLTemplate<Enum>] = [:]
    for (value, single) in urlRepresentations { perCase["\(value.rawValue)"] = single.template }
    self.perCase = perCase
  }

  /// The URL of a case, filled at once (as `OpenURLIntent(urlRepresentable:)` needs).
  func url(for value: Enum) throws -> URL? {
    guard let template = template ?? perCase["\(value.rawValue)"] else {
      throw AppIntentError(
        text: "\(Enum.self).urlRepresentation has no URL for .\(value.rawValue)")
    }
    return URL(string: template.pieces.map { $0(value) }.joined())
  }

  /// Builds a template from an interpolated string literal.
  public struct StringInterpolation: StringInterpolationProtocol {
    var template = EnumURLTemplate<Enum>()

    /// Creates an empty interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) { template.appendLiteral(literal) }

    /// Appends a case's raw value (`\(.wifi)`).
    public mutating func appendInterpolation(_ value: Enum) {
      let encoded = URLTemplate<Enum>.plainEncoded(value.rawValue)
      template.pieces.append { _ in encoded }
    }

    /// Appends a value of the case being opened (`\(\.rawValue)`), as its description.
    public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Enum, Value> & Sendable) {
      template.pieces.append { URLTemplate<Enum>.plainEncoded($0[keyPath: keyPath]) }
    }
  }
}

/// An enum's URL template: filled at once, from the case alone (its raw value and values).
struct EnumURLTemplate<Enum>: Sendable {
  /// The pieces, each giving its text for a case.
  var pieces: [@Sendable (Enum) -> String] = []

  init() {}

  init(_ literal: String) { appendLiteral(literal) }

  /// Appends literal text.
  mutating func appendLiteral(_ literal: String) { pieces.append { _ in literal } }
}

extension OpenURLIntent {
  /// Creates the intent that opens an app enum case's URL.
  ///
  /// Throws when the case has no URL (a per-case representation that leaves it out) or the
  /// filled template isn't one, naming the case.
  public init(urlRepresentable: some URLRepresentableEnum) throws {
    guard let url = try urlRepresentable.representedURL() else {
      throw AppIntentError(
        text: "\(type(of: urlRepresentable)).\(urlRepresentable.rawValue)'s URL isn't a URL")
    }
    self.init(url)
  }
}
