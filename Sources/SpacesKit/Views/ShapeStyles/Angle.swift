import Foundation

/// A geometric angle, as SwiftUI's `Angle`.
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// Creates a zero angle.
  public init() { radians = 0 }
  /// Creates an angle of radians.
  public init(radians: Double) { self.radians = radians }
  /// Creates an angle of degrees.
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }

  /// An angle of radians.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// An angle of degrees.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  /// The zero angle.
  public static let zero = Angle()

  /// Whether one angle is smaller than another.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
  /// The sum of two angles.
  public static func + (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians + rhs.radians)
  }
  /// The difference of two angles.
  public static func - (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians - rhs.radians)
  }
  /// The opposite angle.
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
}
