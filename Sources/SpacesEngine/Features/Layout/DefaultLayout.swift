import SpacesKit

/// The sizes controls get on first start: every control goes into Control Center in bundle
/// order, sized medium, large, small, small in turn (so all three sizes show, the first control
/// at medium size with its value text, and four controls pack into two grid rows). `LayoutFeature.install` applies it, and also puts the
/// first controls in the Lock Screen's slots and the first on the Action button.
public struct DefaultLayout: Sendable {
  /// The sizes given in turn.
  public var sizes: [ControlSize] = [.medium, .large, .small, .small]

  public init() {}

  /// The size of the control at an index.
  public func size(at index: Int) -> ControlSize { sizes[index % sizes.count] }
}
