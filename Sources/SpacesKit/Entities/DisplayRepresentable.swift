/// A type the system can name (`typeDisplayRepresentation`), as App Intents declares it.
public protocol TypeDisplayRepresentable {
  /// A short, localized, human-readable name for the type.
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// A value the system can show (`displayRepresentation`): entities.
public protocol DisplayRepresentable: TypeDisplayRepresentable {
  /// How the system shows this value.
  var displayRepresentation: DisplayRepresentation { get }
}

/// A type with a fixed set of values, each with its representation: enums.
public protocol CaseDisplayRepresentable: CaseIterable, Hashable {
  /// How the system shows each value.
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// A type with a fixed set of values that the system can name: an `AppEnum`.
public protocol StaticDisplayRepresentable: CaseDisplayRepresentable, TypeDisplayRepresentable {}
