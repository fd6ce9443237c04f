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
    /// The language the string is shown in (the dashboard's `--locale` decides it).
    public var locale: Locale = .current
    /// The bundle whose tables hold the string.
    public var bundle: BundleDescription = .main

    /// Creates a resource whose key and default value are the same text, in an optional table.
    ///
    /// `comment` is for translators.
    public init(
      _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
      bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
      self.key = keyAndValue.value
      self.defaultValue = keyAndValue.value
      self.table = table
      self.locale = locale
      self.bundle = bundle
    }

    /// Creates a resource from a key and the text shown where no translation exists.
    ///
    /// `comment` is for translators.
    public init(
      _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
      locale: Locale = .current, bundle: BundleDescription = .main,
      comment: StaticString? = nil
    ) {
      self.key = key.description
      self.defaultValue = defaultValue.value
      self.table = table
      self.locale = locale
      self.bundle = bundle
    }

    /// Where a localized string resource's tables are: the main bundle, a class's, a URL's.
    public struct BundleDescription: Hashable, Sendable {
      /// The bundle's path; `nil` for the main bundle.
      let path: String?

      /// The app's main bundle.
      public static let main = BundleDescription(path: nil)

      /// The bundle at a URL.
      public static func atURL(_ url: URL) -> BundleDescription {
        BundleDescription(path: url.path)
      }

      /// The bundle a class is declared in: the app's own, in a terminal.
      public static func forClass(_ anyClass: AnyClass) -> BundleDescription { .main }
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
      self = resource.resolvedText
    }

    /// Creates a localized string from a literal that is both its key and its default value.
    ///
    /// `comment` is for translators.
    public init(
      localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
      locale: Locale = .current, comment: StaticString? = nil
    ) {
      self = LocalizedStringResource(keyAndValue, table: table, locale: locale).resolvedText
    }

    /// Creates a localized string from a key and the text shown where no translation exists.
    ///
    /// `comment` is for translators.
    public init(
      localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
      bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
      self =
        LocalizedStringResource(key, defaultValue: defaultValue, table: table, locale: locale)
        .resolvedText
    }
  }
#endif

extension LocalizedStringResource {
  /// The text SystemSpaces displays for this resource: its translation in the dashboard's
  /// language from the app's string catalog, else its default value.
  package var resolvedText: String {
    #if canImport(Darwin)
      SystemHost.current.strings.translation(of: key, table: table) ?? String(localized: self)
    #else
      SystemHost.current.strings.translation(of: key, table: table) ?? defaultValue
    #endif
  }
}
