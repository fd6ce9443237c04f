import SpacesKit

/// The Meditation app's App Shortcuts (the session's 17:09, with iOS 17's titles and symbols).
package struct MeditationShortcuts: AppShortcutsProvider {
  package static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: StartMeditationIntent(),
      phrases: [
        "Start a \(.applicationName)",
        "Begin \(.applicationName)",
        "Meditate with \(.applicationName)",
        "Start a \(\.$session) session with \(.applicationName)",
        "Begin a \(\.$session) session with \(.applicationName)",
        "Meditate on \(\.$session) with \(.applicationName)",
      ],
      shortTitle: "Start Meditation",
      systemImageName: "sparkles"
    )
    AppShortcut(
      intent: EndMeditationIntent(),
      phrases: ["End my \(.applicationName)", "Stop \(.applicationName)"],
      shortTitle: "End Meditation",
      systemImageName: "moon.zzz"
    )
    AppShortcut(
      intent: LogMeditationNoteIntent(),
      phrases: ["Log a \(.applicationName) note", "Add a note to \(.applicationName)"],
      shortTitle: "Log Note",
      systemImageName: "square.and.pencil"
    )
    AppShortcut(
      intent: ShowSessionsIntent(),
      phrases: ["Show my \(.applicationName) sessions"],
      shortTitle: "Sessions",
      systemImageName: "sparkles"
    )
  }
}
