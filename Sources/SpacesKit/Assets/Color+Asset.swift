import Foundation

extension Color {
  /// Creates a colour from an asset catalog's colour set.
  ///
  /// `bundle` `nil` is the main bundle; the set's dark variant draws under a dark theme.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(storage: .asset(name: name, bundlePath: bundle?.bundlePath))
  }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label with a localized title and an asset catalog image.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// Creates a label with a plain string title and an asset catalog image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}
