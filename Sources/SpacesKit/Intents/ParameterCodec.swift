import Foundation

/// How the system turns a parameter's value into text and back, and lists the values to choose
/// from, by the value's type: entities by identifier (found again through their query), enums
/// by raw value, `Bool`, `String`, `Int`, `Double` and `Date` as text.
///
/// What configuration forms and the saved layout use, through `AnyIntentParameter` and
/// `IntentBox`.
struct ParameterCodec: Sendable {
  /// The field a form shows.
  let kind: ParameterFieldKind
  /// The value's type name as people read it (an entity's `typeDisplayRepresentation`).
  let typeName: String
  /// The value as saved; `nil` when the type can't be saved.
  let encode: @Sendable (Any) -> String?
  /// The value as a form shows it (an entity's title, a case's title, On/Off).
  let display: @Sendable (Any) -> String
  /// The value a saved text stands for.
  let decode: @Sendable (String) async throws -> any Sendable
  /// The value text typed by a person stands for (titles as well as saved texts).
  let parse: @Sendable (String) async throws -> any Sendable
  /// The values to choose from, or `nil` for a free-form field.
  let options: (@Sendable () async throws -> [ParameterOption])?
  /// The value the type's own provider suggests when people choose none (an entity query's
  /// `defaultResult()`), if any.
  var defaultValue: (@Sendable () async -> (any Sendable)?)? = nil

  /// The codec for a value type (an optional's wrapped type).
  static func codec(for type: Any.Type) -> ParameterCodec {
    if let entity = type as? any AppEntity.Type { return entityCodec(entity) }
    if let enumeration = type as? any AppEnum.Type { return enumCodec(enumeration) }
    switch type {
    case is Bool.Type: return boolCodec
    case is String.Type:
      return plain(.text, "String") { $0 }
    case is Int.Type:
      return plain(.integer, "Int") { text throws(ParameterValueError) in
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
          throw .notAWholeNumber(text)
        }
        return value
      }
    case is Double.Type:
      return plain(.decimal, "Double") { text throws(ParameterValueError) in
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)) else {
          throw .notANumber(text)
        }
        return value
      }
    case is IntentFile.Type: return fileCodec
    case is Date.Type:
      return ParameterCodec(
        kind: .date, typeName: "Date",
        encode: { ($0 as? Date)?.formatted(.iso8601) },
        display: { ($0 as? Date)?.formatted(.iso8601) ?? "\($0)" },
        decode: { try parseDate($0) }, parse: { try parseDate($0) }, options: nil)
    default:
      let name = String(describing: type)
      return ParameterCodec(
        kind: .unsupported, typeName: name, encode: { _ in nil }, display: { "\($0)" },
        decode: { _ in throw ParameterValueError.unsupportedType(parameter: "", type: name) },
        parse: { _ in throw ParameterValueError.unsupportedType(parameter: "", type: name) },
        options: nil)
    }
  }

  /// A free-form value whose saved text is its description.
  private static func plain<Value: Sendable & CustomStringConvertible>(
    _ kind: ParameterFieldKind, _ typeName: String,
    _ read: @escaping @Sendable (String) throws(ParameterValueError) -> Value
  ) -> ParameterCodec {
    ParameterCodec(
      kind: kind, typeName: typeName,
      encode: { ($0 as? Value)?.description }, display: { ($0 as? Value)?.description ?? "\($0)" },
      decode: { try read($0) }, parse: { try read($0) }, options: nil)
  }

  private static func parseDate(_ text: String) throws(ParameterValueError) -> Date {
    guard let date = try? Date(text.trimmingCharacters(in: .whitespaces), strategy: .iso8601)
    else { throw .notADate(text) }
    return date
  }

  private static let boolCodec: ParameterCodec = {
    @Sendable func read(_ text: String) throws -> any Sendable {
      switch text.trimmingCharacters(in: .whitespaces).lowercased() {
      case "true", "on", "yes", "1": return true
      case "false", "off", "no", "0": return false
      default: throw ParameterValueError.notOnOrOff(text)
      }
    }
    return ParameterCodec(
      kind: .toggle, typeName: "Bool",
      encode: { ($0 as? Bool).map { $0 ? "true" : "false" } },
      display: { ($0 as? Bool).map { $0 ? "On" : "Off" } ?? "\($0)" },
      decode: read, parse: read,
      options: {
        [
          ParameterOption(title: "On", encodedValue: "true", value: true),
          ParameterOption(title: "Off", encodedValue: "false", value: false),
        ]
      })
  }()

  // MARK: Entities

  private static func entityCodec<Entity: AppEntity>(_ type: Entity.Type) -> ParameterCodec {
    let typeName = Entity.typeDisplayRepresentation.name.resolvedText
    @Sendable func lookUp(_ text: String) async throws -> any Sendable {
      guard let id = Entity.ID.entityIdentifier(for: text) else {
        throw ParameterValueError.noEntity(type: typeName, id: text)
      }
      let found: [Entity]
      do {
        found = try await Entity.defaultQuery.entities(for: [id])
      } catch {
        throw ParameterValueError.lookupFailed(type: typeName, message: "\(error)")
      }
      guard let entity = found.first(where: { $0.id == id }) else {
        throw ParameterValueError.noEntity(type: typeName, id: text)
      }
      return entity
    }
    @Sendable func suggested() async throws -> [Entity] {
      do {
        return try await Entity.defaultQuery.suggestedEntities()._elements.compactMap {
          $0 as? Entity
        }
      } catch {
        throw ParameterValueError.lookupFailed(type: typeName, message: "\(error)")
      }
    }
    return ParameterCodec(
      kind: .entity, typeName: typeName,
      encode: { ($0 as? Entity)?.id.entityIdentifierString },
      display: { ($0 as? Entity)?.displayRepresentation.title.resolvedText ?? "\($0)" },
      decode: lookUp,
      parse: { text in
        // A title (or synonym) people typed ("violin"), then a string query's match, then an
        // identifier.
        if let entity = try await suggested().first(where: {
          names($0.displayRepresentation, match: text)
        }) {
          return entity
        }
        if let query = Entity.defaultQuery as? any EntityStringQuery,
          let match = try await firstMatch(of: query, text, as: Entity.self)
        {
          return match
        }
        return try await lookUp(text)
      },
      options: {
        // Sections of an `IntentItemCollection` the query returned keep their headers.
        let items: [SectionedResultItem]
        do {
          items = try await Entity.defaultQuery.suggestedEntities()._sectionedItems
        } catch {
          throw ParameterValueError.lookupFailed(type: typeName, message: "\(error)")
        }
        return items.compactMap { item in
          guard let entity = item.value as? Entity else { return nil }
          var row = option(for: entity)
          row.section = item.section
          return row
        }
      },
      defaultValue: { await Entity.defaultQuery.defaultResult() as? Entity })
  }

  /// The first entity a string query matches.
  private static func firstMatch<Query: EntityStringQuery, Entity: AppEntity>(
    of query: Query, _ text: String, as: Entity.Type
  ) async throws -> Entity? {
    do {
      return try await query.entities(matching: text)._elements.lazy.compactMap {
        $0 as? Entity
      }.first
    } catch {
      throw ParameterValueError.lookupFailed(
        type: Entity.typeDisplayRepresentation.name.resolvedText, message: "\(error)")
    }
  }

  /// An entity as a picker row.
  static func option<Entity: AppEntity>(for entity: Entity) -> ParameterOption {
    let representation = entity.displayRepresentation
    return ParameterOption(
      title: representation.title.resolvedText,
      subtitle: representation.subtitle?.resolvedText,
      systemImage: representation.image?.systemName,
      encodedValue: entity.id.entityIdentifierString, value: entity)
  }

  // MARK: Enums

  private static func enumCodec<Enumeration: AppEnum>(_ type: Enumeration.Type) -> ParameterCodec {
    let typeName = Enumeration.typeDisplayRepresentation.name.resolvedText
    @Sendable func title(_ value: Enumeration) -> String {
      Enumeration.caseDisplayRepresentations[value]?.title.resolvedText
        ?? value.rawValue.description
    }
    @Sendable func decode(_ text: String) throws -> any Sendable {
      guard let raw = Enumeration.RawValue(text), let value = Enumeration(rawValue: raw) else {
        throw ParameterValueError.noCase(
          type: typeName, text: text,
          valid: Enumeration.allCases.map { $0.rawValue.description })
      }
      return value
    }
    return ParameterCodec(
      kind: .enumeration, typeName: typeName,
      encode: { ($0 as? Enumeration)?.rawValue.description },
      display: { ($0 as? Enumeration).map(title) ?? "\($0)" },
      decode: decode,
      parse: { text in
        if let value = Enumeration.allCases.first(where: {
          names(
            Enumeration.caseDisplayRepresentations[$0]
              ?? DisplayRepresentation(title: "\(title($0))"),
            match: text)
        }) {
          return value
        }
        return try decode(text)
      },
      options: {
        Enumeration.allCases.map { value in
          let representation = Enumeration.caseDisplayRepresentations[value]
          return ParameterOption(
            title: title(value), subtitle: representation?.subtitle?.resolvedText,
            systemImage: representation?.image?.systemName,
            encodedValue: value.rawValue.description, value: value)
        }
      })
  }

  /// Whether typed text names a value: its title or one of its synonyms, ignoring case.
  static func names(_ representation: DisplayRepresentation, match text: String) -> Bool {
    let wanted = text.trimmingCharacters(in: .whitespaces).lowercased()
    return ([representation.title] + representation.synonyms).contains {
      $0.resolvedText.lowercased() == wanted
    }
  }

  /// A value of this codec's type as a picker row (an options provider's value).
  func option(for value: any Sendable) -> ParameterOption? {
    guard let encoded = encode(value) else { return nil }
    if let representable = value as? any DisplayRepresentable {
      let representation = representable.displayRepresentation
      return ParameterOption(
        title: representation.title.resolvedText, subtitle: representation.subtitle?.resolvedText,
        systemImage: representation.image?.systemName, encodedValue: encoded, value: value)
    }
    return ParameterOption(title: display(value), encodedValue: encoded, value: value)
  }
}
