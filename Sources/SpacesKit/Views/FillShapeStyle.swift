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
