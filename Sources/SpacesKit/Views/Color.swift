import Foundation

/// A colour, as SwiftUI's `Color`: a system colour by name or an RGB value.
nonisolated public struct Color: Hashable, Sendable, _PrimitiveView, ShapeStyle, TerminalShapeStyle
{
  /// How the colour is specified.
  package enum Storage: Hashable, Sendable {
    /// A named system colour ("purple"), resolved by the theme.
    case system(String)
    /// An sRGB colour with components from 0 to 1.
    case rgb(red: Double, green: Double, blue: Double, opacity: Double)
    /// An asset catalog colour set by name, in a bundle folder (`nil`: the program's).
    case asset(name: String, bundlePath: String?)
  }

  /// The colour's specification.
  package var storage: Storage
  /// What `opacity(_:)` and tones changed (see `ColorAdjustments`).
  package var adjustments = ColorAdjustments()

  init(system name: String) { storage = .system(name) }

  init(storage: Storage) { self.storage = storage }

  /// Creates a colour from sRGB components (0…1).
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    storage = .rgb(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// Creates a grey from a white level (0…1).
  public init(white: Double, opacity: Double = 1) {
    storage = .rgb(red: white, green: white, blue: white, opacity: opacity)
  }

  /// A red colour, drawn as the current theme's `system.red` value.
  public static let red = Color(system: "red")
  /// A orange colour, drawn as the current theme's `system.orange` value.
  public static let orange = Color(system: "orange")
  /// A yellow colour, drawn as the current theme's `system.yellow` value.
  public static let yellow = Color(system: "yellow")
  /// A green colour, drawn as the current theme's `system.green` value.
  public static let green = Color(system: "green")
  /// A mint colour, drawn as the current theme's `system.mint` value.
  public static let mint = Color(system: "mint")
  /// A teal colour, drawn as the current theme's `system.teal` value.
  public static let teal = Color(system: "teal")
  /// A cyan colour, drawn as the current theme's `system.cyan` value.
  public static let cyan = Color(system: "cyan")
  /// A blue colour, drawn as the current theme's `system.blue` value.
  public static let blue = Color(system: "blue")
  /// A indigo colour, drawn as the current theme's `system.indigo` value.
  public static let indigo = Color(system: "indigo")
  /// A purple colour, drawn as the current theme's `system.purple` value.
  public static let purple = Color(system: "purple")
  /// A pink colour, drawn as the current theme's `system.pink` value.
  public static let pink = Color(system: "pink")
  /// A brown colour, drawn as the current theme's `system.brown` value.
  public static let brown = Color(system: "brown")
  /// A white colour, drawn as the current theme's `system.white` value.
  public static let white = Color(system: "white")
  /// A grey colour, drawn as the current theme's `system.gray` value.
  public static let gray = Color(system: "gray")
  /// A black colour, drawn as the current theme's `system.black` value.
  public static let black = Color(system: "black")
  /// A colour that paints nothing: the cells keep what is behind them.
  public static let clear = Color(system: "clear")
  /// The colour of primary content: the theme's `text` role.
  public static let primary = Color(system: "primary")
  /// The colour of secondary content: the theme's `secondary` role.
  public static let secondary = Color(system: "secondary")
  /// The accent colour: the theme's accent role.
  public static let accentColor = Color(system: "accent")

  /// Resolves the colour as a view that fills the cells it is offered.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode { .color(self) }
  /// The colour this style renders as: the colour itself.
  var color: Color { self }
}

/// A colour or pattern to use when rendering a shape or text, as in SwiftUI.
public protocol ShapeStyle: Sendable {}

/// A shape style SpacesKit declares: the colour it renders as in a terminal.
protocol TerminalShapeStyle: ShapeStyle {
  /// The colour this style renders as in a terminal.
  var color: Color { get }
}

extension ShapeStyle {
  /// The colour this style renders as in a terminal.
  ///
  /// The primary colour for a style of a type SpacesKit doesn't declare.
  package var _color: Color {
    (self as? any TerminalShapeStyle)?.color ?? (self as? any PaintingShapeStyle)?.paint
      .representativeColor ?? .primary
  }
}

/// A style relative to the foreground: primary, secondary…
public struct HierarchicalShapeStyle: ShapeStyle, TerminalShapeStyle {
  /// The colour this style renders as in a terminal.
  let color: Color
  /// The style of primary content: the theme's text colour.
  public static let primary = HierarchicalShapeStyle(color: .primary)
  /// The style of secondary content: the theme's secondary colour.
  public static let secondary = HierarchicalShapeStyle(color: .secondary)
  /// The style of tertiary content: the primary colour dimmed further than secondary.
  public static let tertiary = HierarchicalShapeStyle(color: Color(system: "tertiary"))
  /// The style of quaternary content: the primary colour dimmed further than tertiary.
  public static let quaternary = HierarchicalShapeStyle(color: Color(system: "quaternary"))
  /// The style of quinary content: the faintest level of the primary colour.
  public static let quinary = HierarchicalShapeStyle(color: Color(system: "quinary"))
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The style of primary content, for `.foregroundStyle(.primary)`.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The style of secondary content, for `.foregroundStyle(.secondary)`.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The style of tertiary content, for `.foregroundStyle(.tertiary)`.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The style of quaternary content, for `.foregroundStyle(.quaternary)`.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  /// The style of quinary content, for `.foregroundStyle(.quinary)`.
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == Color {
  /// The red colour as a shape style, for `.foregroundStyle(.red)`.
  public static var red: Color { Color.red }
  /// The orange colour as a shape style, for `.foregroundStyle(.orange)`.
  public static var orange: Color { Color.orange }
  /// The yellow colour as a shape style, for `.foregroundStyle(.yellow)`.
  public static var yellow: Color { Color.yellow }
  /// The green colour as a shape style, for `.foregroundStyle(.green)`.
  public static var green: Color { Color.green }
  /// The mint colour as a shape style, for `.foregroundStyle(.mint)`.
  public static var mint: Color { Color.mint }
  /// The teal colour as a shape style, for `.foregroundStyle(.teal)`.
  public static var teal: Color { Color.teal }
  /// The cyan colour as a shape style, for `.foregroundStyle(.cyan)`.
  public static var cyan: Color { Color.cyan }
  /// The blue colour as a shape style, for `.foregroundStyle(.blue)`.
  public static var blue: Color { Color.blue }
  /// The indigo colour as a shape style, for `.foregroundStyle(.indigo)`.
  public static var indigo: Color { Color.indigo }
  /// The purple colour as a shape style, for `.foregroundStyle(.purple)`.
  public static var purple: Color { Color.purple }
  /// The pink colour as a shape style, for `.foregroundStyle(.pink)`.
  public static var pink: Color { Color.pink }
  /// The brown colour as a shape style, for `.foregroundStyle(.brown)`.
  public static var brown: Color { Color.brown }
  /// The white colour as a shape style, for `.foregroundStyle(.white)`.
  public static var white: Color { Color.white }
  /// The gray colour as a shape style, for `.foregroundStyle(.gray)`.
  public static var gray: Color { Color.gray }
  /// The black colour as a shape style, for `.foregroundStyle(.black)`.
  public static var black: Color { Color.black }
}
