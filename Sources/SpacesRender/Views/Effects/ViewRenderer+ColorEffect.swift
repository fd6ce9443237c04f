import SpacesKit

extension ViewRenderer {
  /// Draws a view under a colour effect (`grayscale`, `saturation`, `brightness`, `contrast`,
  /// `colorMultiply`): its children as usual, then the cells it drew adjusted — every
  /// foreground, and the backgrounds the view itself painted (not those behind it).
  func drawColorAdjusted(
    _ placed: PlacedView, effect: ColorEffect, frame: inout Frame, style: DrawingStyle
  ) {
    let rect = placed.rect.intersection(frame.clipRect)
    var before: [TerminalColor] = []
    before.reserveCapacity(max(0, rect.width * rect.height))
    for y in rect.y..<rect.maxY {
      for x in rect.x..<rect.maxX { before.append(frame[x, y].style.background) }
    }
    for child in placed.children { draw(child, frame: &frame, style: style) }
    var multiplier: (Double, Double, Double)?
    if case .multiply(let color) = effect,
      case .rgb(let r, let g, let b) = context.theme.resolve(color)
    {
      multiplier = (Double(r) / 255, Double(g) / 255, Double(b) / 255)
    }
    func adjusted(_ color: TerminalColor) -> TerminalColor {
      guard case .rgb(let r, let g, let b) = color else { return color }
      let (red, green, blue) = effect.apply(
        red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255,
        multiplier: multiplier)
      func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
      return .rgb(byte(red), byte(green), byte(blue))
    }
    var index = 0
    for y in rect.y..<rect.maxY {
      for x in rect.x..<rect.maxX {
        let painted = frame[x, y].style.background != before[index]
        index += 1
        frame.restyle(Rect(x: x, y: y, width: 1, height: 1)) { cell in
          cell.foreground = adjusted(cell.foreground)
          if painted { cell.background = adjusted(cell.background) }
        }
      }
    }
  }
}
