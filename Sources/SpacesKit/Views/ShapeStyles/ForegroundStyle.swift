/// The foreground style in effect (`.foreground`), as SwiftUI's `ForegroundStyle`.
///
/// What a shape with no fill of its own is filled with.
public struct ForegroundStyle: ShapeStyle, PaintingShapeStyle {
  /// Creates the foreground style.
  public init() {}
  var paint: Paint { .foreground }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style in effect, for `.fill(.foreground)`.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A view with a foreground style, from `foregroundStyle(_:)`: text takes the style's colour;
/// shapes filled with the foreground take a gradient or material whole.
package struct _ForegroundStyleView<Content: View>: _PrimitiveView {
  let content: Content
  let paint: Paint
  let color: Color

  /// Resolves to the content in the style's colour (and its paint, when it is no colour).
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    let node = resolveViewNode(content, environment: environment)
    if case .color = paint { return .modified(node, .foreground(color)) }
    // The colour outermost: it applies first, then the paint inside it.
    return .modified(.modified(node, .foregroundHierarchy([paint])), .foreground(color))
  }
}
