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
  /// How full a variable symbol is drawn (0...1), from `Image(systemName:variableValue:)`; a
  /// glyph draws whole whatever the value.
  package var variableValue: Double?
  /// Whether the image takes the frame it is offered, from `resizable(capInsets:resizingMode:)`.
  package var isResizable = false
  /// The rendering mode set on this image, from `symbolRenderingMode(_:)` on the image.
  package var renderingMode: SymbolRenderingMode?

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

  /// Creates a system symbol image with a variable value (0 to 1) that fills its layers.
  ///
  /// A glyph draws whole whatever the value.
  public init(systemName: String, variableValue: Double?) {
    name = systemName
    self.variableValue = variableValue
  }

  /// An image that takes the size its layout offers instead of its pixel size.
  ///
  /// A symbol's glyph is centred in the frame. Cap insets and `.tile` are accepted and, for an asset image, reported as not supported yet
  /// (the whole image stretches); a glyph can't be stretched or tiled either way.
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch
  ) -> Image {
    var image = self
    image.isResizable = true
    image.asset?.isResizable = true
    if image.asset != nil, capInsets != EdgeInsets() || resizingMode == .tile {
      image.unsupported = ".resizable(capInsets:resizingMode:)"
    }
    return image
  }

  /// Sets how this symbol colours its layers.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    var copy = self
    copy.renderingMode = mode
    return copy
  }

  /// Resolves to the asset image's node, or to the symbol's node under the environment's
  /// variant (`symbolVariant(_:)`): a multicolour symbol in its natural colour, a resizable one
  /// in a frame taking all it's offered.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    if environment.redactionReasons.contains(.placeholder) {
      return .text(.verbatim(String(Redaction.block)))
    }
    if let asset {
      guard let unsupported else { return .bitmap(asset) }
      return .modified(.bitmap(asset), .notSupportedYet(unsupported))
    }
    let shown = environment.symbolVariants.apply(to: name)
    var node = ViewNode.image(systemName: shown)
    if renderingMode ?? environment.symbolRenderingMode == .multicolor,
      let natural = SymbolRenderingMode.naturalColor(of: shown)
    {
      node = .modified(node, .foreground(natural))
    }
    if isResizable {
      node = .modified(
        node, .flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)))
    }
    return node
  }
}
