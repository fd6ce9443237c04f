import Foundation

/// A view that displays an image.
///
/// An SF Symbol draws as a terminal glyph, an asset catalog image as half-block pixels.
public struct Image: _PrimitiveView, Equatable, Sendable {
  /// The symbol's (or asset's) name.
  package var name: String
  /// The asset catalog image this draws; `nil` for a system symbol.
  package var asset: ImageAsset?
  /// What `resizable(capInsets:resizingMode:)` asked for that isn't drawn yet.
  package var unsupported: String?

  /// Creates a system symbol image.
  public init(systemName: String) { name = systemName }

  /// Creates an image from an asset catalog (the main bundle's when `bundle` is `nil`).
  public init(_ name: String, bundle: Bundle? = nil) {
    self.name = name
    asset = ImageAsset(name: name, bundlePath: bundle?.bundlePath, label: name)
  }

  /// Creates an image from an asset catalog that accessibility skips.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.name = name
    asset = ImageAsset(name: name, bundlePath: bundle?.bundlePath, label: nil)
  }

  /// The ways an image fills the space it is resized to.
  public enum ResizingMode: Hashable, Sendable {
    /// Repeats the image; stretches it, as SwiftUI's `.stretch`.
    case tile, stretch
  }

  /// An image that takes the size its layout offers instead of its pixel size.
  ///
  /// Cap insets and `.tile` are accepted and reported as not supported yet (the whole image
  /// stretches).
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch
  ) -> Image {
    var image = self
    image.asset?.isResizable = true
    if capInsets != EdgeInsets() || resizingMode == .tile {
      image.unsupported = ".resizable(capInsets:resizingMode:)"
    }
    return image
  }

  /// Resolves to the symbol's node, or to the asset image's node.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    guard let asset else { return .image(systemName: name) }
    guard let unsupported else { return .bitmap(asset) }
    return .modified(.bitmap(asset), .notSupportedYet(unsupported))
  }
}
