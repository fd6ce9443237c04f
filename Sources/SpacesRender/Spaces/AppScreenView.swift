import Foundation
import SpacesEngine
import SpacesKit

/// An app's own screen, drawn over the whole space below the status bar: a box titled with
/// the app's name, the app's view laid out inside it (the focused interactive element drawn
/// reversed, as on the Home Screen), and the keys on the last row.
package struct AppScreenView {
  let painter: Painter

  /// Where the screen goes in a frame: everything below the status bar.
  package static func rect(frameWidth: Int, frameHeight: Int) -> Rect {
    Rect(x: 0, y: 1, width: frameWidth, height: frameHeight - 1)
  }

  /// Where the app's view goes inside the screen: under the title, above the keys.
  package static func contentRect(_ screen: Rect) -> Rect {
    screen.inset(top: 2, left: 2, bottom: 2, right: 2)
  }

  /// Draws the screen.
  package func draw(_ screen: AppScreenState, frame: inout Frame) {
    let rect = Self.rect(frameWidth: frame.width, frameHeight: frame.height)
    guard rect.width > 8, rect.height > 5 else { return }
    painter.drawPanel(rect, frame: &frame)
    let back = painter.context.asciiOnly ? "<" : "‹"
    frame.write(
      painter.truncate(
        " \(back) \(screen.app)\(screen.url.map { " · \($0.absoluteString)" } ?? "") ",
        to: rect.width - 4), x: rect.x + 2, y: rect.y,
      style: painter.style(.focus, .bold))
    // Inside the border; a narrow screen cuts the hint with "…".
    let hintRect = Rect(x: rect.x + 2, y: rect.y, width: rect.width - 4, height: rect.height)
    painter.center(
      AppScreenState.hint, in: hintRect, y: rect.y + rect.height - 2,
      style: painter.style(.secondary), frame: &frame)
    let content = Self.contentRect(rect)
    guard let node = screen.view, content.width > 0, content.height > 0 else {
      painter.center(
        "Opening \(screen.app)…", in: rect, y: rect.y + 2, style: painter.style(.secondary),
        frame: &frame)
      return
    }
    let renderer = ViewRenderer(context: painter.context)
    let style = ViewRenderer.DrawingStyle(
      foreground: painter.context.theme.color(.text),
      background: painter.context.theme.color(.background))
    let placed = renderer.layout(node, in: content, labelStyle: style.labelStyle)
    renderer.draw(placed, frame: &frame, style: style)
    let controls = placed.controlRects
    if !controls.isEmpty {
      frame.restyle(controls[min(screen.focus, controls.count - 1)].intersection(content)) {
        $0.attributes.insert(.reverse)
      }
    }
  }
}
