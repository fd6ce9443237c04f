import SpacesKit

/// Where the dashboard puts the hosted controls on first start: every control in Control Center
/// in bundle order, sized medium, large, small in turn (so all three sizes show, the first
/// control at medium size with its value text); the first two on the Lock Screen; the first on
/// the Action button.
public struct DefaultLayout: Sendable {
  /// The sizes given in turn.
  public var sizes: [ControlSize] = [.medium, .large, .small]

  public init() {}

  /// The size of the control at an index.
  public func size(at index: Int) -> ControlSize { sizes[index % sizes.count] }
}
