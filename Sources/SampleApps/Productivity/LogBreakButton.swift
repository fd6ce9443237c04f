import SpacesKit

/// A stateless button control: logs a break in the app.
struct LogBreakButton: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "com.apple.Productivity.LogBreak") {
      ControlWidgetButton(action: LogBreakIntent()) {
        Label("Log Break", systemImage: "cup.and.saucer.fill")
      }
    }
    .displayName("Log Break")
    .description("Record a short break in your productivity log.")
  }
}

/// Appends a break to the app's log in its group container.
struct LogBreakIntent: AppIntent {
  static let title: LocalizedStringResource = "Log Break"

  func perform() async throws -> some IntentResult {
    BreakLog.shared.append()
    return .result(dialog: "Break logged.")
  }
}
