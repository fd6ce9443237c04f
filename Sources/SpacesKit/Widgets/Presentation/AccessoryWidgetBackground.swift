import Foundation

/// The translucent backdrop of a Lock Screen accessory slot, as WidgetKit's.
///
/// Put it behind a widget's content in a `ZStack`.
/// A dim disc filling an `accessoryCircular` slot, a dim rounded rectangle filling an
/// `accessoryRectangular` one; nothing in an `accessoryInline` line, which has no backdrop.
public struct AccessoryWidgetBackground: _PrimitiveView {
  /// How opaque the backdrop's grey is over the slot (iOS's is a faint material): in the
  /// vibrant mode it is the dimmest level of the Lock Screen's tint, in a dark or light theme.
  static let opacity = 0.5

  /// Creates the backdrop of the slot the widget is drawn in.
  public init() {}

  /// The backdrop's shape for the environment's widget family, filled.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    let fill = Color.gray.opacity(Self.opacity)
    switch environment.widgetFamily {
    case .accessoryInline:
      return .empty
    case .accessoryCircular:
      return resolveViewNode(Circle().fill(fill), environment: environment)
    default:
      return resolveViewNode(RoundedRectangle(cornerRadius: 8).fill(fill), environment: environment)
    }
  }
}
