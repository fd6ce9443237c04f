import SpacesKit

/// The timer control's configuration (session, 13:06): which timer it starts and stops.
struct SelectTimerIntent: ControlConfigurationIntent {
  static let title: LocalizedStringResource = "Select Timer"

  @Parameter(title: "Timer")
  var timer: ProductivityTimer

  /// How the Shortcuts editor reads it (here the configuration form's title line).
  static var parameterSummary: some ParameterSummary {
    Summary("Start and stop the \(\.$timer) timer")
  }
}
