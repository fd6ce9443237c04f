import Foundation

/// A colour set of an asset catalog, named by a symbol: `Color(.brandRed)`.
///
/// Xcode generates a static property per colour set (`extension ColorResource { static let
/// brandRed = ColorResource(name: "BrandRed", bundle: resourceBundle) }`); SwiftPM on Linux
/// doesn't, so an app writes those lines itself (or keeps Xcode's), and they compile as they are.
public struct ColorResource: Hashable, Sendable {
  /// The colour set's name in the catalog.
  package let name: String
  /// The folder of the bundle whose catalogs hold the set.
  package let bundlePath: String

  /// The colour set of this name in a bundle's asset catalogs.
  public init(name: String, bundle: Bundle) {
    self.name = name
    bundlePath = bundle.bundlePath
  }
}

extension Color {
  /// Creates a colour from an asset catalog's colour set named by a resource.
  public init(_ resource: ColorResource) {
    self.init(storage: .asset(name: resource.name, bundlePath: resource.bundlePath))
  }
}
