import Foundation
import SpacesKit
import SpacesRender

/// Draws views for the layout tests, in Unicode or ASCII.
@MainActor
enum LayoutRendering {
  /// The rows of a `width` × `height` frame with a view drawn into all of it.
  static func rows<V: View>(_ view: V, width: Int, height: Int, ascii: Bool = false) throws
    -> [String]
  {
    try rows(node: resolveViewNode(view), width: width, height: height, ascii: ascii)
  }

  /// The rows of a frame with a resolved node drawn into all of it.
  static func rows(node: ViewNode, width: Int, height: Int, ascii: Bool = false) throws
    -> [String]
  {
    let context = RenderContext(
      theme: try ThemeLoader.defaultTheme(), now: Date(timeIntervalSince1970: 0),
      asciiOnly: ascii)
    var frame = Frame(width: width, height: height)
    ViewRenderer(context: context).draw(
      node, in: Rect(x: 0, y: 0, width: width, height: height), frame: &frame,
      environment: .init(foreground: .default))
    return frame.text.components(separatedBy: "\n")
  }
}
