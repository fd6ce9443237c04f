/// How the system names a type of value ("Timer"), as App Intents declares it.
public struct TypeDisplayRepresentation: Sendable, Hashable, ExpressibleByStringLiteral,
  ExpressibleByStringInterpolation
{
  /// The type's name, singular.
  public var name: LocalizedStringResource
  /// A name with a count ("\(placeholder: .int) timers"), if any.
  public var numericFormat: LocalizedStringResource?

  /// Creates a representation from the type's name.
  public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
    self.name = name
    self.numericFormat = numericFormat
  }

  /// A representation that is only a name (`"Timer"`).
  public init(stringLiteral value: String) {
    self.init(name: LocalizedStringResource(stringLiteral: value))
  }

  /// A representation whose name is built by interpolation.
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}
