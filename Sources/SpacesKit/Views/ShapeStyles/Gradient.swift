import Foundation

/// Colours at locations from 0 to 1, as SwiftUI's `Gradient`.
///
/// A gradient with one stop draws as that colour; one with none draws nothing (and is logged).
public struct Gradient: Hashable, Sendable, ShapeStyle, PaintingShapeStyle {
  /// A colour at a location along the gradient.
  public struct Stop: Hashable, Sendable {
    /// The colour of the stop.
    public var color: Color
    /// Where the stop is, from 0 (the start) to 1 (the end).
    public var location: CGFloat

    /// Creates a stop of a colour at a location.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in order.
  public var stops: [Stop]

  /// Creates a gradient from stops.
  public init(stops: [Stop]) { self.stops = stops }

  /// Creates a gradient from colours spaced evenly from 0 to 1.
  public init(colors: [Color]) {
    let last = max(1, colors.count - 1)
    stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(last)) }
  }

  /// Drawn as a vertical linear gradient when used as a style itself.
  var paint: Paint { .linear(self, start: .top, end: .bottom) }
}

/// A colour's gradient (`Color.blue.gradient`), as SwiftUI's `AnyGradient`.
///
/// A little lighter at the top and a little darker at the bottom, as iOS draws it.
public struct AnyGradient: Hashable, Sendable, ShapeStyle, TerminalShapeStyle, PaintingShapeStyle {
  /// The colour the gradient is made from.
  let color: Color

  /// A lighter tone of the colour at the top, the colour, then a darker tone at the bottom.
  var paint: Paint {
    .linear(
      Gradient(stops: [
        .init(color: color.toned(by: 0.2), location: 0),
        .init(color: color, location: 0.5),
        .init(color: color.toned(by: -0.15), location: 1),
      ]), start: .top, end: .bottom)
  }
}

extension Color {
  /// A gradient made from this colour, lighter at the top and darker at the bottom.
  public var gradient: AnyGradient { AnyGradient(color: self) }

}
