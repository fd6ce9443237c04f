/// What a configuration form configures: a control, or a Home Screen widget ("Edit Widget").
package enum ConfigurationTarget: Hashable, Sendable, CustomStringConvertible {
  /// An installed control with a configuration intent.
  case control(ControlID)
  /// A placed widget whose kind is an `AppIntentConfiguration`.
  case widget(WidgetID)

  package var description: String {
    switch self {
    case .control(let id): "control \(id)"
    case .widget(let id): "widget \(id)"
    }
  }
}
