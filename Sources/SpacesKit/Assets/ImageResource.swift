import Foundation

/// An image set of an asset catalog, named by a symbol: `Image(.cover)`.
///
/// Xcode generates a static property per image set (`extension ImageResource { static let cover
/// = ImageResource(name: "cover", bundle: resourceBundle) }`); SwiftPM on Linux doesn't, so an
/// app writes those lines itself (or keeps the ones Xcode generated), and they compile as they
/// are.
public struct ImageResource: Hashable, Sendable {
  /// The image set's name in the catalog.
  package let name: String
  /// The folder of the bundle whose catalogs hold the set.
  package let bundlePath: String

  /// The image set of this name in a bundle's asset catalogs.
  public init(name: String, bundle: Bundle) {
    self.name = name
    bundlePath = bundle.bundlePath
  }
}

extension Image {
  /// Creates an image from an asset catalog's image set named by a resource.
  public init(_ resource: ImageResource) {
    self.init(resource.name)
    asset?.bundlePath = resource.bundlePath
  }
}
