import Foundation

#if !canImport(Darwin)
  /// A reference to a localizable string, as Foundation declares it on Apple platforms.
  ///
  /// Linux Foundation lacks this type; SpacesKit supplies it so that `static let title:
  /// LocalizedStringResource = "…"` and `"Timer \(name)"` compile unchanged. Lookup returns the
  /// default value: SystemSpaces shows the development language.
  public struct LocalizedStringResource: Hashable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral, ExpressibleByStringInterpolation
  {
    /// The key used to look the string up in a strings table.
    public var key: String
    /// The string shown when no translation exists.
    public var defaultValue: String
    /// The strings table's name, if any.
    public var table: String?

    /// Creates a resource whose key and default value are the same text, in an optional table.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil) {
      self.key = keyAndValue.value
      self.defaultValue = keyAndValue.value
      self.table = table
    }

    /// Creates a resource from a string literal, which is both its key and its default value.
    public init(stringLiteral value: String) {
      self.key = value
      self.defaultValue = value
    }

    /// Creates a resource from an interpolated literal, with the values filled in.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
      let value = String.LocalizationValue(stringInterpolation: stringInterpolation)
      self.key = value.value
      self.defaultValue = value.value
    }

    /// The default value: the text SystemSpaces shows.
    public var description: String { defaultValue }
  }

  extension String {
    /// A value that a localized string is built from: a literal with interpolations.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringLiteral,
      ExpressibleByStringInterpolation
    {
      /// The resolved text.
      public var value: String

      /// Creates a localization value from a string.
      public init(_ value: String) { self.value = value }
      /// Creates a localization value from a string literal.
      public init(stringLiteral value: String) { self.value = value }
      /// Creates a localization value from an interpolated literal, with the values filled in.
      public init(stringInterpolation: StringInterpolation) {
        self.value = stringInterpolation.text
      }

      /// Collects the literal segments and interpolated values of a localization value.
      public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        /// Creates an empty interpolation; the capacities are hints.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Appends a literal segment.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// Appends a value as it describes itself.
        public mutating func appendInterpolation<T>(_ value: T) { text += "\(value)" }
        /// Appends a localized resource's text.
        public mutating func appendInterpolation(_ value: LocalizedStringResource) {
          text += value.defaultValue
        }
      }
    }

    /// Creates the string a localized resource resolves to.
    public init(localized resource: LocalizedStringResource) {
      self = resource.defaultValue
    }

    /// Creates a localized string from a key and its value.
    public init(
      localized value: LocalizationValue, table: String? = nil, comment: StaticString? = nil
    ) {
      self = value.value
    }
  }
#endif

extension LocalizedStringResource {
  /// The text SystemSpaces displays for this resource.
  package var resolvedText: String { String(localized: self) }
}
