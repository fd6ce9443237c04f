import SpacesKit

/// The timer control's configuration (session, 13:06): which timer it starts and stops.
struct SelectTimerIntent: ControlConfigurationIntent {
  static let title: LocalizedStringResource = "Select Timer"

  @Parameter(title: "Timer")
  var timer: ProductivityTimer
}
