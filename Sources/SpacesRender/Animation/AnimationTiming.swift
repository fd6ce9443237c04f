import Foundation
import SpacesKit

/// How long a change animates and how its progress eases: SwiftUI's `Animation` as the
/// renderer plays it, at most `maximumDuration` (widgets animate for 2 s at most).
struct AnimationTiming: Equatable, Sendable {
  /// The longest a widget animation runs, as WidgetKit caps it.
  static let maximumDuration: TimeInterval = 2
  /// SwiftUI's default length for the timing curves (`.default`, `.linear`, `.easeInOut`…).
  static let curveDuration: TimeInterval = 0.35
  /// SwiftUI's default length for springs (`.spring`, `.smooth`, `.snappy`, `.bouncy`).
  static let springDuration: TimeInterval = 0.5

  /// The system's animation for a widget's change without `.animation(_:value:)`.
  static let standard = AnimationTiming(.default)
  /// No animation: the new content shows at once (`.animation(nil, value:)`).
  static let immediate = AnimationTiming(duration: 0, curve: .linear)

  /// How long the change runs, in seconds.
  var duration: TimeInterval
  /// How progress eases.
  var curve: Animation.Curve

  init(duration: TimeInterval, curve: Animation.Curve) {
    self.duration = min(max(0, duration), Self.maximumDuration)
    self.curve = curve
  }

  /// The timing of an animation (`nil`: none).
  init(_ animation: Animation?) {
    guard let animation else {
      self = .immediate
      return
    }
    let natural: TimeInterval
    switch animation.curve {
    case .default, .linear, .easeIn, .easeOut, .easeInOut: natural = Self.curveDuration
    case .spring, .smooth, .snappy, .bouncy: natural = Self.springDuration
    }
    self.init(duration: animation.duration ?? natural, curve: animation.curve)
  }

  /// The eased progress, 0 at the start and 1 from `duration` on.
  func progress(_ elapsed: TimeInterval) -> Double {
    guard duration > 0, elapsed < duration else { return 1 }
    let x = max(0, elapsed / duration)
    switch curve {
    case .linear: return x
    case .easeIn: return x * x
    case .easeOut: return 1 - (1 - x) * (1 - x)
    case .easeInOut, .default: return x * x * (3 - 2 * x)
    // A critically damped spring whose response is the duration (no overshoot in cells),
    // scaled to reach 1 at the end: 1 − (1 + ωt)·e^(−ωt), ω = 2π/duration.
    case .spring, .smooth, .snappy, .bouncy:
      func spring(_ x: Double) -> Double {
        let w = 2 * Double.pi * x
        return 1 - (1 + w) * exp(-w)
      }
      return spring(x) / spring(1)
    }
  }
}
