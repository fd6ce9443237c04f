#if !canImport(Darwin)
  /// A type that describes itself with a localized string resource, as Foundation declares it
  /// on Apple platforms: an error thrown from `perform()` that conforms shows this message.
  public protocol CustomLocalizedStringResourceConvertible {
    /// The localized description.
    var localizedStringResource: LocalizedStringResource { get }
  }
#endif
