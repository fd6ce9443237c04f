import Foundation

/// How a view's content changes between two states (SwiftUI's `ContentTransition`).
///
/// Recorded in the view tree by `.contentTransition(_:)`; the renderer animates a widget's
/// entry changes with it.
public struct ContentTransition: Equatable, Sendable {
  /// What the transition is.
  package enum Kind: Equatable, Sendable {
    /// No transition, a cross-fade, or an interpolation (drawn as a cross-fade).
    case identity, opacity, interpolate
    /// Changed digits slide out and in, down when `countsDown`, else as `value` changes.
    case numericText(countsDown: Bool, value: Double?)
  }

  /// What the transition is.
  package var kind: Kind

  /// No transition: the new content replaces the old at once.
  public static let identity = ContentTransition(kind: .identity)
  /// Cross-fades the old content into the new.
  public static let opacity = ContentTransition(kind: .opacity)
  /// Interpolates between the old and the new content where it can.
  public static let interpolate = ContentTransition(kind: .interpolate)

  /// Slides the changed digits of numeric text out and in, downwards when `countsDown`.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(kind: .numericText(countsDown: countsDown, value: nil))
  }

  /// Slides the changed digits of numeric text out and in, in the direction a value changes.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(kind: .numericText(countsDown: false, value: value))
  }
}

/// How a view enters and leaves (SwiftUI's `AnyTransition`), recorded by `.transition(_:)`.
public struct AnyTransition: Equatable, Sendable {
  /// What the transition is.
  package enum Kind: Equatable, Sendable {
    /// No transition, a fade, a scale from the centre, or a slide in from the leading edge.
    case identity, opacity, scale, slide
    /// Moves out towards an edge, then in from it.
    case move(Edge)
    /// Pushes in from an edge row by row (column by column), the old view leaving the other way.
    case push(Edge)
  }

  /// What the transition is.
  package var kind: Kind

  /// No transition.
  public static let identity = AnyTransition(kind: .identity)
  /// Fades in and out.
  public static let opacity = AnyTransition(kind: .opacity)
  /// Scales in and out.
  public static let scale = AnyTransition(kind: .scale)
  /// Slides in from the leading edge, out to the trailing edge.
  public static let slide = AnyTransition(kind: .slide)

  /// Moves in from and out to an edge.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(kind: .move(edge)) }

  /// Pushes in from an edge, the old view leaving by the opposite edge.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(kind: .push(edge)) }
}

/// A timing curve for changes (SwiftUI's `Animation`), recorded by `.animation(_:value:)`.
public struct Animation: Equatable, Sendable {
  /// The curve.
  package enum Curve: Equatable, Sendable {
    /// A timing curve: an eased curve (0.35 s by default) or a spring (0.5 s by default).
    ///
    /// A terminal moves content in whole cells, so every spring is critically damped: `spring`,
    /// `smooth`, `snappy` and `bouncy` ease alike, without overshoot.
    case `default`, linear, easeIn, easeOut, easeInOut, spring, smooth, snappy, bouncy
  }

  /// The curve.
  package var curve: Curve
  /// How long it runs, in seconds (`nil`: the curve's own length).
  package var duration: TimeInterval?
  /// The extra bounce asked of a spring (`bounce:` / `extraBounce:`).
  ///
  /// A terminal moves in whole cells, so a non-zero bounce is reported as not supported yet.
  package var bounce: Double = 0

  init(curve: Curve, duration: TimeInterval?, bounce: Double = 0) {
    self.curve = curve
    self.duration = duration
    self.bounce = bounce
  }

  /// The system's default animation.
  public static let `default` = Animation(curve: .default, duration: nil)
  /// A constant-speed animation of the default length (0.35 s).
  public static let linear = Animation(curve: .linear, duration: nil)
  /// An animation that starts slowly, of the default length (0.35 s).
  public static let easeIn = Animation(curve: .easeIn, duration: nil)
  /// An animation that ends slowly, of the default length (0.35 s).
  public static let easeOut = Animation(curve: .easeOut, duration: nil)
  /// An animation that starts and ends slowly, of the default length (0.35 s).
  public static let easeInOut = Animation(curve: .easeInOut, duration: nil)
  /// A spring animation of the default length (0.5 s), settling without overshoot.
  public static let spring = Animation(curve: .spring, duration: nil)
  /// A smooth spring with no bounce, of the default length (0.5 s).
  public static let smooth = Animation(curve: .smooth, duration: nil)
  /// A snappy spring, of the default length (0.5 s); drawn as `smooth` in cells.
  public static let snappy = Animation(curve: .snappy, duration: nil)
  /// A bouncy spring, of the default length (0.5 s); its bounce is not drawn in cells.
  public static let bouncy = Animation(curve: .bouncy, duration: nil)

  /// A constant-speed animation lasting `duration` seconds (2 s at most in a widget).
  public static func linear(duration: TimeInterval) -> Animation {
    Animation(curve: .linear, duration: duration)
  }
  /// An animation that starts slowly, lasting `duration` seconds (2 s at most in a widget).
  public static func easeIn(duration: TimeInterval) -> Animation {
    Animation(curve: .easeIn, duration: duration)
  }
  /// An animation that ends slowly, lasting `duration` seconds (2 s at most in a widget).
  public static func easeOut(duration: TimeInterval) -> Animation {
    Animation(curve: .easeOut, duration: duration)
  }
  /// An animation that starts and ends slowly, lasting `duration` seconds (2 s at most).
  public static func easeInOut(duration: TimeInterval) -> Animation {
    Animation(curve: .easeInOut, duration: duration)
  }
  /// A smooth spring lasting `duration` seconds (2 s at most in a widget).
  ///
  /// A non-zero `extraBounce` is logged as not supported yet: cells can't overshoot.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(curve: .smooth, duration: duration, bounce: extraBounce)
  }
  /// A snappy spring lasting `duration` seconds (2 s at most in a widget).
  ///
  /// A non-zero `extraBounce` is logged as not supported yet: cells can't overshoot.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(curve: .snappy, duration: duration, bounce: extraBounce)
  }
  /// A bouncy spring lasting `duration` seconds (2 s at most in a widget).
  ///
  /// A non-zero `extraBounce` is logged as not supported yet: cells can't overshoot.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(curve: .bouncy, duration: duration, bounce: extraBounce)
  }
  /// A spring lasting `duration` seconds.
  ///
  /// A non-zero `bounce` is logged as not supported yet (cells can't overshoot), and
  /// `blendDuration` is ignored: a widget's changes don't overlap.
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0
  )
    -> Animation
  {
    Animation(curve: .spring, duration: duration, bounce: bounce)
  }
}

/// Where a container background goes (`.containerBackground(for: .widget)`).
public struct ContainerBackgroundPlacement: Equatable, Sendable {
  let name: String
  /// The background of a widget.
  public static let widget = ContainerBackgroundPlacement(name: "widget")
}
