/// A type the system can name (`typeDisplayRepresentation`), as App Intents declares it.
public protocol TypeDisplayRepresentable {
  /// A short, localized, human-readable name for the type.
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
  /// The type's name (iOS 16; `typeDisplayRepresentation` replaces it).
  static var typeDisplayName: LocalizedStringResource { get }
}

extension TypeDisplayRepresentable {
  /// The name of `typeDisplayRepresentation`.
  public static var typeDisplayName: LocalizedStringResource { typeDisplayRepresentation.name }
  /// A representation made of `typeDisplayName`, for types that declare only that (iOS 16).
  ///
  /// A type must declare one of the two.
  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(name: typeDisplayName)
  }
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
