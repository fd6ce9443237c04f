import Foundation
import SpacesKit
import SpacesRender

/// Renders views into frames for the view-layer tests.
@MainActor
enum ViewRendering {
  /// A frame of the given size with a view drawn into all of it (or into `rect`), over `fill`.
  static func frame<V: View>(
    _ view: V, width: Int, height: Int, rect: Rect? = nil, fill: Cell = .blank,
    theme: Theme? = nil
  ) throws -> Frame {
    let context = RenderContext(
      theme: try theme ?? ThemeLoader.defaultTheme(), now: Date(timeIntervalSince1970: 0))
    var frame = Frame(width: width, height: height, fill: fill)
    ViewRenderer(context: context).draw(
      resolveViewNode(view), in: rect ?? Rect(x: 0, y: 0, width: width, height: height),
      frame: &frame, environment: .init(foreground: .default))
    return frame
  }

  /// The rows of a frame with a view drawn into it, trailing spaces kept.
  static func rows<V: View>(
    _ view: V, width: Int, height: Int, rect: Rect? = nil, fill: Cell = .blank
  ) throws -> [String] {
    try frame(view, width: width, height: height, rect: rect, fill: fill).text
      .components(separatedBy: "\n")
  }
}
