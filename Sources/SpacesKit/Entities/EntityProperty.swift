/// A property of an app entity that the system can show and filter on.
///
/// The wrapper behind `@Property(title:)` in an `AppEntity`, as App Intents declares it:
/// `@Property(title: "Minutes") var minutes: Int`.
///
/// The value is stored as in any property; the title names it where the system lists an
/// entity's properties (the Siri bar's "Find <entities>" action of a property query).
@propertyWrapper
public struct EntityProperty<Value: Sendable>: Sendable {
  /// The property's title.
  public let title: LocalizedStringResource
  private var value: Value?

  /// Creates a property with a title and no value yet.
  public init(title: LocalizedStringResource) {
    self.title = title
  }

  /// Creates a property with a title and a value.
  public init(wrappedValue: Value, title: LocalizedStringResource) {
    self.title = title
    self.value = wrappedValue
  }

  /// The property's value.
  public var wrappedValue: Value {
    get {
      guard let value else {
        fatalError("@Property '\(title.resolvedText)' was read before it had a value")
      }
      return value
    }
    set { value = newValue }
  }

  /// The property itself (`$title`), as property queries name it: `Property(\.$title) { … }`.
  public var projectedValue: EntityProperty<Value> { self }
}

extension EntityProperty: Equatable where Value: Equatable {
  /// Properties are equal when their values are.
  public static func == (lhs: EntityProperty, rhs: EntityProperty) -> Bool {
    lhs.value == rhs.value
  }
}

extension EntityProperty: Hashable where Value: Hashable {
  /// Hashes the value.
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension AppEntity {
  /// The property wrapper for an entity property: `@Property(title: "Name") var name: String`.
  public typealias Property<Value: Sendable> = EntityProperty<Value>
}
