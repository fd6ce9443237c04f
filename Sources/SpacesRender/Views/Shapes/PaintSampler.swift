import Foundation
import SpacesEngine
import SpacesKit

/// A paint resolved in a theme for one rectangle of cells: the colour and opacity of each cell,
/// sampled at the cell's centre (8 points a column, 16 a row, as layout measures).
struct PaintSampler {
  /// A resolved gradient stop.
  private struct Stop {
    var location: Double
    var color: RGB
    var opacity: Double
  }

  private enum Geometry {
    /// One colour everywhere.
    case solid(TerminalColor, opacity: Double)
    /// Nothing: a gradient with no stops, or a colour the theme can't show.
    case none
    /// A gradient position from a cell's centre in points.
    case gradient((Double, Double) -> Double)
  }

  private var stops: [Stop] = []
  private var geometry: Geometry = .none

  /// Resolves a paint for a rectangle: `foreground` is the style's foreground colour, `levels`
  /// the paints of `foregroundStyle(_:_:)` when set.
  init(_ paint: Paint, in rect: Rect, theme: Theme, foreground: TerminalColor, levels: [Paint]) {
    let width = Double(rect.width) * 8
    let height = Double(rect.height) * 16
    var gradient: Gradient?
    var position: ((Double, Double) -> Double)?
    var paint = paint
    if case .foreground = paint, let first = levels.first, first != .foreground { paint = first }
    switch paint {
    case .color(let color):
      let (resolved, opacity) = theme.resolveWithOpacity(color)
      stops = []
      geometry = .solid(resolved, opacity: opacity)
      return
    case .foreground:
      let color = foreground == .default ? theme.primaryRGB.terminalColor : foreground
      stops = []
      geometry = theme.isMonochrome ? .none : .solid(color, opacity: 1)
      return
    case .material(let opacity):
      stops = []
      geometry =
        theme.isMonochrome
        ? .none : .solid(theme.materialRGB.terminalColor, opacity: opacity)
      return
    case .linear(let g, let start, let end):
      gradient = g
      let (sx, sy) = (Double(start.x) * width, Double(start.y) * height)
      let (dx, dy) = (Double(end.x) * width - sx, Double(end.y) * height - sy)
      let length = dx * dx + dy * dy
      position = { x, y in length > 0 ? ((x - sx) * dx + (y - sy) * dy) / length : 0 }
    case .radial(let g, let center, let startRadius, let endRadius):
      gradient = g
      let (cx, cy) = (Double(center.x) * width, Double(center.y) * height)
      let span = endRadius - startRadius
      position = { x, y in
        let distance = ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot()
        return span != 0 ? (distance - startRadius) / span : 0
      }
    case .elliptical(let g, let center, let startFraction, let endFraction):
      gradient = g
      let (cx, cy) = (Double(center.x), Double(center.y))
      let span = endFraction - startFraction
      position = { x, y in
        let (ux, uy) = (width > 0 ? x / width - cx : 0, height > 0 ? y / height - cy : 0)
        return span != 0 ? ((ux * ux + uy * uy).squareRoot() - startFraction) / span : 0
      }
    case .angular(let g, let center, let start, let end):
      gradient = g
      let (cx, cy) = (Double(center.x) * width, Double(center.y) * height)
      let sweep = end - start == 0 ? 360 : end - start
      position = { x, y in
        var degrees = atan2(y - cy, x - cx) * 180 / .pi - start
        degrees = degrees.truncatingRemainder(dividingBy: 360)
        if degrees < 0 { degrees += 360 }
        return degrees / sweep
      }
    }
    let resolved = (gradient?.stops ?? []).compactMap { stop -> Stop? in
      let (color, opacity) = theme.resolveWithOpacity(stop.color)
      guard let rgb = RGB(color) else { return nil }
      let location = Double(stop.location)
      return Stop(location: location.isFinite ? location : 0, color: rgb, opacity: opacity)
    }.sorted { $0.location < $1.location }
    stops = resolved
    if resolved.isEmpty {
      geometry = .none
    } else if resolved.count == 1 {
      geometry = .solid(resolved[0].color.terminalColor, opacity: resolved[0].opacity)
    } else {
      geometry = .gradient(position ?? { _, _ in 0 })
    }
  }

  /// Whether the paint draws nothing anywhere.
  var isInvisible: Bool {
    switch geometry {
    case .none: true
    case .solid(_, let opacity): opacity <= 0
    case .gradient: false
    }
  }

  /// The colour and opacity of the cell at a column and row of the rectangle.
  func sample(column: Int, row: Int) -> (color: TerminalColor, opacity: Double) {
    switch geometry {
    case .none:
      return (.default, 0)
    case .solid(let color, let opacity):
      return (color, opacity)
    case .gradient(let position):
      let t = position((Double(column) + 0.5) * 8, (Double(row) + 0.5) * 16)
      return color(at: t.isNaN ? 0 : t)
    }
  }

  /// The gradient's colour at a position: the first or last stop's outside them, else mixed
  /// between the two around it.
  private func color(at t: Double) -> (TerminalColor, Double) {
    guard let first = stops.first, let last = stops.last else { return (.default, 0) }
    if t <= first.location { return (first.color.terminalColor, first.opacity) }
    if t >= last.location { return (last.color.terminalColor, last.opacity) }
    for index in 1..<stops.count where t <= stops[index].location {
      let (a, b) = (stops[index - 1], stops[index])
      let span = b.location - a.location
      let f = span > 0 ? (t - a.location) / span : 1
      return (
        b.color.over(a.color, opacity: f).terminalColor, a.opacity + (b.opacity - a.opacity) * f
      )
    }
    return (last.color.terminalColor, last.opacity)
  }
}

extension Theme {
  /// The colour of a material: a little lighter than a dark canvas, a little darker than a
  /// light one (iOS's system materials).
  var materialRGB: RGB {
    canvas.luminance < 0.5
      ? RGB(red: 0.11, green: 0.11, blue: 0.118) : RGB(red: 0.95, green: 0.95, blue: 0.97)
  }
}
