import Foundation

/// A background material, as SwiftUI's `Material`.
///
/// A terminal can't blur: a material is the theme's background blended over what is under it,
/// more opaque the thicker the material.
public struct Material: Hashable, Sendable, ShapeStyle, PaintingShapeStyle {
  /// How much of the theme's background covers what is under it (0…1).
  let opacity: Double

  /// The thinnest material.
  public static let ultraThinMaterial = Material(opacity: 0.3)
  /// A thin material.
  public static let thinMaterial = Material(opacity: 0.45)
  /// The standard material.
  public static let regularMaterial = Material(opacity: 0.6)
  /// A thick material.
  public static let thickMaterial = Material(opacity: 0.75)
  /// The thickest material.
  public static let ultraThickMaterial = Material(opacity: 0.9)
  /// The material of bars (toolbars, tab bars).
  public static let bar = Material(opacity: 0.8)

  var paint: Paint { .material(opacity: opacity) }
}

extension ShapeStyle where Self == Material {
  /// The thinnest material, for `.background(.ultraThinMaterial)`.
  public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
  /// A thin material.
  public static var thinMaterial: Material { Material.thinMaterial }
  /// The standard material.
  public static var regularMaterial: Material { Material.regularMaterial }
  /// A thick material.
  public static var thickMaterial: Material { Material.thickMaterial }
  /// The thickest material.
  public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
  /// The material of bars.
  public static var bar: Material { Material.bar }
}
