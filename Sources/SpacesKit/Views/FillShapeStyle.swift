/// The system's fill style (`.fill`, as in `.containerBackground(.fill.tertiary, for: .widget)`,
/// Xcode's widget template): a terminal draws system fills as its own background, so it paints
/// nothing over the tile.
public struct FillShapeStyle: ShapeStyle, TerminalShapeStyle {
  /// The colour a terminal paints for a system fill: none (`Color.clear`).
  var color: Color { .clear }
  /// Creates the system fill style.
  public init() {}
}

extension ShapeStyle where Self == FillShapeStyle {
  /// The system fill.
  public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle {
  /// This style at the secondary level of its hierarchy (a terminal shows levels alike).
  public var secondary: Self { self }
  /// This style at the tertiary level of its hierarchy.
  public var tertiary: Self { self }
  /// This style at the quaternary level of its hierarchy.
  public var quaternary: Self { self }
}

/// A colour's gradient (`Color.blue.gradient`).
///
/// A terminal cell holds one colour, so it draws as the colour it is made from.
public struct AnyGradient: ShapeStyle, TerminalShapeStyle, Hashable {
  /// The colour the gradient is made from.
  let color: Color
}

extension Color {
  /// A gradient made from this colour (drawn as the colour itself in a terminal).
  public var gradient: AnyGradient { AnyGradient(color: self) }
}
