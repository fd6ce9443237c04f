/// A view that displays an image; in SystemSpaces, an SF Symbol drawn as a terminal glyph.
public struct Image: _PrimitiveView, Equatable, Sendable {
  /// The symbol's name.
  package var name: String
  /// How full a variable symbol is drawn (0...1), from `Image(systemName:variableValue:)`; a
  /// glyph draws whole whatever the value.
  package var variableValue: Double?
  /// Whether the image takes the frame it is offered, from `resizable(capInsets:resizingMode:)`.
  package var isResizable = false
  /// The rendering mode set on this image, from `symbolRenderingMode(_:)` on the image.
  package var renderingMode: SymbolRenderingMode?

  /// Creates a system symbol image.
  public init(systemName: String) { name = systemName }

  /// Creates a system symbol image with a variable value (0 to 1) that fills its layers.
  ///
  /// A glyph draws whole whatever the value.
  public init(systemName: String, variableValue: Double?) {
    name = systemName
    self.variableValue = variableValue
  }

  /// Creates an image from an asset name (drawn as its symbol fallback).
  public init(_ name: String) { self.name = name }

  /// Makes the image take the frame it is offered, its glyph centred in it.
  ///
  /// A terminal can't stretch a glyph or tile it, so the insets and mode change nothing drawn.
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch
  ) -> Image {
    var copy = self
    copy.isResizable = true
    return copy
  }

  /// Sets how this symbol colours its layers.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    var copy = self
    copy.renderingMode = mode
    return copy
  }

  /// Sets whether the image draws in its own colours or the foreground style.
  ///
  /// A glyph draws in the foreground style either way.
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

  /// Resolves to the symbol's node under the environment's variant (`symbolVariant(_:)`): a
  /// multicolour symbol in its natural colour, a resizable one in a frame taking all it's offered.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    if environment.redactionReasons.contains(.placeholder) {
      return .text(.verbatim(String(Redaction.block)))
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
