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

  /// Draws the screen: its frame (`frameView`) through the view pipeline, then the app's view
  /// laid out in the content area.
  package func draw(_ screen: AppScreenState, frame: inout Frame) {
    let rect = Self.rect(frameWidth: frame.width, frameHeight: frame.height)
    guard rect.width > 8, rect.height > 5 else { return }
    let content = Self.contentRect(rect)
    let opened = screen.view != nil && content.width > 0 && content.height > 0
    painter.drawScrolled(frameView(screen, size: rect, opened: opened), in: rect, frame: &frame)
    guard let node = screen.view, opened else { return }
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

  /// The screen's frame as a view as large as `size`: the panel a leaf, over it the title (the
  /// back mark, the app's name and its URL) on the top border, the keys centred on the last row
  /// inside the border (cut with "…" when narrow), and "Opening …" under the title until the
  /// app's view is there.
  func frameView(_ screen: AppScreenState, size: Rect, opened: Bool) -> ViewNode {
    let painter = painter
    let back = painter.context.asciiOnly ? "<" : "‹"
    let title = painter.truncate(
      " \(back) \(screen.app)\(screen.url.map { " · \($0.absoluteString)" } ?? "") ",
      to: size.width - 4)
    // A text centred in `width` columns starting at `column`, as `Painter.center` places it.
    func centred(_ text: String, row: Int, column: Int, width: Int) -> ViewNode {
      let clipped = painter.truncate(text, to: width)
      return ViewNode.line(clipped, style: painter.style(.secondary))
        .padding(top: row, leading: column + (width - CellWidth.of(clipped)) / 2)
    }
    var layers = [
      painter.panelLeaf(width: size.width, height: size.height, key: "app screen panel"),
      ViewNode.line(title, style: painter.style(.focus, .bold)).padding(leading: 2),
      centred(AppScreenState.hint, row: size.height - 2, column: 2, width: size.width - 4),
    ]
    if !opened {
      layers.append(
        centred("Opening \(screen.app)…", row: 2, column: 0, width: size.width))
    }
    return .zStack(alignment: .topLeading, children: layers)
  }
}
