import SpacesRender
import SpacesTerminal

/// A frame's colours as golden text a person can read: the frame's text, then each row's
/// cells as `foreground/background`, mapped to a terminal depth as the terminal maps them
/// (`#rrggbb` in true colour, a palette index in 256 and 16 colours, `-` for the default).
package enum CellColorDump {
  /// The dump of a frame at a colour depth.
  package static func text(_ frame: Frame, depth: ColorDepth) -> String {
    let mapper = ColorMapper(depth: depth)
    func token(_ color: TerminalColor) -> String {
      switch mapper.map(color) {
      case .default: "-"
      case .indexed(let index): String(index)
      case .rgb(let r, let g, let b): "#" + [r, g, b].map(hex).joined()
      }
    }
    var lines = [frame.text, "colours (\(depth)):"]
    for y in 0..<frame.height {
      var cells: [String] = []
      for x in 0..<frame.width {
        let style = frame[x, y].style
        cells.append("\(token(style.foreground))/\(token(style.background))")
      }
      lines.append(cells.joined(separator: " "))
    }
    return lines.joined(separator: "\n")
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }
}
