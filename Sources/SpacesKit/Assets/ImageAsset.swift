/// An image from an asset catalog, as a view tree records it: which set, in which bundle, and
/// how it sizes.
package struct ImageAsset: Equatable, Hashable, Sendable {
  /// The image set's name ("cover", "Flags/red").
  package var name: String
  /// The bundle folder given (`Image(_:bundle:)`); `nil` is the running program's.
  package var bundlePath: String?
  /// What accessibility reads; `nil` for `Image(decorative:)`.
  package var label: String?
  /// `resizable()`: the image takes the size offered rather than its pixel size.
  package var isResizable = false
  /// The key of bytes an app handed over (`Image(uiImage:)`, in `InMemoryImages`), drawn
  /// instead of a catalog's set; `nil` for a catalog image.
  package var storeKey: String?
  /// The pixels per point of the bytes (`UIImage(data:scale:)`); a catalog's sets name theirs.
  package var scale = 1.0

  package init(
    name: String, bundlePath: String?, label: String?, isResizable: Bool = false,
    storeKey: String? = nil
  ) {
    self.name = name
    self.bundlePath = bundlePath
    self.label = label
    self.isResizable = isResizable
    self.storeKey = storeKey
  }
}
