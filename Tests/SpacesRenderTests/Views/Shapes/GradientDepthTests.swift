import Foundation
import SpacesKit
import SpacesRender
import SpacesTerminal
import SpacesTestSupport
import Testing

/// Gradients at the colour depths a terminal may have: each cell's colour mapped to the
/// nearest xterm-256 or ANSI-16 index (what ncurses is given), as a golden of indices.
@MainActor
@Suite("Gradients in 256 and 16 colours")
struct GradientDepthTests {
  @Test("each cell's colour is the nearest the depth has: a golden of palette indices")
  func depths() throws {
    let views: [(String, AnyView, Int, Int)] = [
      (
        "LinearGradient(colors: [.red, .blue], .leading → .trailing)",
        AnyView(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)),
        16, 1
      ),
      (
        "RadialGradient(colors: [.white, .black], startRadius: 0, endRadius: 48)",
        AnyView(
          RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 48)),
        12, 3
      ),
    ]
    var out: [String] = []
    let theme = try ThemeLoader.defaultTheme()
    for (caption, view, width, height) in views {
      let context = RenderContext(theme: theme, now: Date(timeIntervalSince1970: 0))
      var frame = Frame(width: width, height: height)
      ViewRenderer(context: context).draw(
        resolveViewNode(view), in: frame.bounds, frame: &frame,
        environment: .init(foreground: .default))
      for depth in [ColorDepth.palette256, .ansi16] {
        out.append("\(caption) at \(depth) colours")
        let mapper = ColorMapper(depth: depth)
        for y in 0..<height {
          out.append(
            (0..<width).map { x -> String in
              switch mapper.map(frame[x, y].style.background) {
              case .indexed(let index): String(format: "%3d", index)
              case .default: "  -"
              case .rgb: "rgb"
              }
            }.joined(separator: " "))
        }
      }
    }
    GoldenFrame.assertMatches(out.joined(separator: "\n"), named: "gradients-256-16")
  }
}
