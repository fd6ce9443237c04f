import Foundation

/// An entity that has a URL, as App Intents declares it.
///
/// `static var urlRepresentation: URLRepresentation { "https://example.com/episode/\(\.id)" }`:
/// an `OpenIntent` that is a `URLRepresentableIntent` opens its target's URL.
public protocol URLRepresentableEntity: AppEntity {
  /// The template of the entity's URL.
  static var urlRepresentation: URLRepresentation { get }
}

extension URLRepresentableEntity {
  /// The type of the entity's URL template.
  public typealias URLRepresentation = EntityURLRepresentation<Self>

  /// The entity's URL, its template filled with its values; `nil` when that isn't a URL.
  package func representedURL() async throws -> URL? {
    try await Self.urlRepresentation.url(for: self)
  }
}

/// The template of an entity's URL: text with its identifier or properties interpolated.
public struct EntityURLRepresentation<Entity: AppEntity>: Sendable,
  ExpressibleByStringInterpolation
{
  let template: URLTemplate<Entity>

  /// Creates a template from a string with no placeholders.
  public init(_ value: String) { template = URLTemplate(value) }

  /// Creates a template from a string literal.
  public init(stringLiteral value: String) { self.init(value) }

  /// Creates a template from an interpolated string literal.
  public init(stringInterpolation: StringInterpolation) { template = stringInterpolation.template }

  /// The URL for an entity.
  func url(for entity: Entity) async throws -> URL? { try await template.url(for: entity) }

  /// Builds the template from an interpolated string literal.
  public struct StringInterpolation: StringInterpolationProtocol {
    var template = URLTemplate<Entity>()

    /// Creates an empty interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) { template.appendLiteral(literal) }

    /// Appends a value of the entity (`\(\.id)`).
    public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Entity, Value> & Sendable) {
      template.append(keyPath)
    }

    /// Appends a property's value (`\(\.$name)`).
    public mutating func appendInterpolation<Value>(
      _ keyPath: KeyPath<Entity, EntityProperty<Value>> & Sendable
    ) {
      template.append { try await URLTemplate<Entity>.encoded($0[keyPath: keyPath].wrappedValue) }
    }
  }
}
