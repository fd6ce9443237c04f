/// An animation of a symbol, as SwiftUI's `SymbolEffect`.
///
/// A terminal draws the effect's first frame: the symbol as it stands (`spaces` draws no
/// per-layer motion). The effects read as in SwiftUI: `.bounce`, `.pulse.byLayer`,
/// `.variableColor.iterative.reversing`.
public protocol SymbolEffect: Sendable {}

/// An effect that plays while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that plays once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// An effect read as SwiftUI spells it: the options chained onto it (`.bounce.up.byLayer`).
protocol SymbolEffectParts {
  /// The options, in the order they were chained.
  var parts: [String] { get set }
}

extension SymbolEffectParts {
  /// This effect with one more option chained on.
  func adding(_ part: String) -> Self {
    var copy = self
    copy.parts.append(part)
    return copy
  }
}

/// A symbol that bounces (`.bounce`, `.bounce.up.byLayer`).
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable,
  SymbolEffectParts
{
  var parts: [String] = []
  /// Bounces upward.
  public var up: Self { adding("up") }
  /// Bounces downward.
  public var down: Self { adding("down") }
  /// Bounces each layer in turn.
  public var byLayer: Self { adding("byLayer") }
  /// Bounces the whole symbol.
  public var wholeSymbol: Self { adding("wholeSymbol") }
}

/// A symbol that fades in and out (`.pulse`).
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable,
  SymbolEffectParts
{
  var parts: [String] = []
  /// Pulses each layer in turn.
  public var byLayer: Self { adding("byLayer") }
  /// Pulses the whole symbol.
  public var wholeSymbol: Self { adding("wholeSymbol") }
}

/// A symbol whose layers light up in turn (`.variableColor.iterative`).
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable,
  SymbolEffectParts
{
  var parts: [String] = []
  /// One layer at a time.
  public var iterative: Self { adding("iterative") }
  /// Layers added one by one.
  public var cumulative: Self { adding("cumulative") }
  /// Plays forward then back.
  public var reversing: Self { adding("reversing") }
  /// Plays forward only.
  public var nonReversing: Self { adding("nonReversing") }
  /// Inactive layers hidden.
  public var hideInactiveLayers: Self { adding("hideInactiveLayers") }
  /// Inactive layers dimmed.
  public var dimInactiveLayers: Self { adding("dimInactiveLayers") }
}

/// A symbol that grows or shrinks (`.scale.up`).
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, Hashable, SymbolEffectParts {
  var parts: [String] = []
  /// The symbol growing.
  public var up: Self { adding("up") }
  /// The symbol shrinking.
  public var down: Self { adding("down") }
  /// Each layer in turn.
  public var byLayer: Self { adding("byLayer") }
  /// The whole symbol.
  public var wholeSymbol: Self { adding("wholeSymbol") }
}

/// A symbol that wiggles (iOS 18).
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable,
  SymbolEffectParts
{
  var parts: [String] = []
  /// Each layer in turn.
  public var byLayer: Self { adding("byLayer") }
  /// The whole symbol.
  public var wholeSymbol: Self { adding("wholeSymbol") }
}

/// A symbol that breathes (iOS 18).
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable,
  SymbolEffectParts
{
  var parts: [String] = []
  /// Each layer in turn.
  public var byLayer: Self { adding("byLayer") }
  /// The whole symbol.
  public var wholeSymbol: Self { adding("wholeSymbol") }
}

/// A symbol that rotates (iOS 18).
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable,
  SymbolEffectParts
{
  var parts: [String] = []
  /// Each layer in turn.
  public var byLayer: Self { adding("byLayer") }
  /// The whole symbol.
  public var wholeSymbol: Self { adding("wholeSymbol") }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  /// The symbol bouncing.
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
  /// The symbol pulsing in opacity.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// Layers lighting up in turn.
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
  /// A change of scale.
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
  /// The symbol wiggling.
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
  /// A breathing rhythm.
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

extension SymbolEffect where Self == RotateSymbolEffect {
  /// The symbol rotating.
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

/// How an effect plays, as SwiftUI's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Hashable, Sendable {
  var repeatCount: Int?
  var speedFactor = 1.0

  /// The default options.
  public static let `default` = SymbolEffectOptions()
  /// Repeats indefinitely.
  public static let repeating = SymbolEffectOptions(repeatCount: .max)
  /// The effect playing once.
  public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
  /// Repeats a number of times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions(repeatCount: count)
  }
  /// Plays at a speed relative to the default.
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions(speedFactor: speed)
  }
  /// These options, repeating a number of times.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions {
    var copy = self
    copy.repeatCount = count
    return copy
  }
  /// These options, at a speed relative to the default.
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    var copy = self
    copy.speedFactor = speed
    return copy
  }
}

extension View {
  /// Plays an effect on the symbols in this view while `isActive`.
  ///
  /// A terminal draws the effect's first frame: the symbol as it stands.
  public func symbolEffect<T: IndefiniteSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View { self }

  /// Plays an effect on the symbols in this view each time `value` changes.
  ///
  /// A terminal draws the effect's first frame: the symbol as it stands.
  public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View { self }
}
