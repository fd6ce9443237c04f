import Foundation

/// A colour, as SwiftUI's `Color`: a system colour by name or an RGB value.
nonisolated public struct Color: Hashable, Sendable, _PrimitiveView, ShapeStyle {
  /// How the colour is specified.
  public enum Storage: Hashable, Sendable {
    /// A named system colour ("purple"), resolved by the theme.
    case system(String)
    /// An sRGB colour with components from 0 to 1.
    case rgb(red: Double, green: Double, blue: Double, opacity: Double)
  }

  /// The colour's specification.
  public var storage: Storage

  init(system name: String) { storage = .system(name) }

  /// Creates a colour from sRGB components (0…1).
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    storage = .rgb(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// Creates a grey from a white level (0…1).
  public init(white: Double, opacity: Double = 1) {
    storage = .rgb(red: white, green: white, blue: white, opacity: opacity)
  }

  public static let red = Color(system: "red")
  public static let orange = Color(system: "orange")
  public static let yellow = Color(system: "yellow")
  public static let green = Color(system: "green")
  public static let mint = Color(system: "mint")
  public static let teal = Color(system: "teal")
  public static let cyan = Color(system: "cyan")
  public static let blue = Color(system: "blue")
  public static let indigo = Color(system: "indigo")
  public static let purple = Color(system: "purple")
  public static let pink = Color(system: "pink")
  public static let brown = Color(system: "brown")
  public static let white = Color(system: "white")
  public static let gray = Color(system: "gray")
  public static let black = Color(system: "black")
  public static let clear = Color(system: "clear")
  public static let primary = Color(system: "primary")
  public static let secondary = Color(system: "secondary")
  /// The accent colour: the theme's accent role.
  public static let accentColor = Color(system: "accent")

  public func _resolve(in environment: EnvironmentValues) -> ViewNode { .color(self) }
  public var _color: Color { self }
}

/// A colour or pattern to use when rendering a shape or text, as in SwiftUI.
public protocol ShapeStyle: Sendable {
  /// The colour this style renders as in a terminal.
  var _color: Color { get }
}

/// A style relative to the foreground: primary, secondary…
public struct HierarchicalShapeStyle: ShapeStyle {
  public let _color: Color
  public static let primary = HierarchicalShapeStyle(_color: .primary)
  public static let secondary = HierarchicalShapeStyle(_color: .secondary)
  public static let tertiary = HierarchicalShapeStyle(_color: .secondary)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

extension ShapeStyle where Self == Color {
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var white: Color { Color.white }
  public static var gray: Color { Color.gray }
  public static var black: Color { Color.black }
}
