import SpacesKit

/// The Meditation app's screen (what shows when the app opens): a heading, the session
/// playing, a Siri tip for starting a meditation — dismissable, and dismissed for good once
/// dismissed (the session's 18:52) — a button that starts one, and a link to the app's
/// shortcuts in the Shortcuts app.
package struct MeditationHomeView: View {
  @State private var showsSiriTip = true

  package init() {}

  package var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Take a moment").font(.headline).bold()
      if let playing = MeditationService.current {
        Label("Now playing: \(playing.name)", systemImage: "sparkles")
      } else {
        Text("\(SessionManager.allSessions.count) guided sessions")
          .foregroundStyle(.secondary)
      }
      SiriTipView(intent: StartMeditationIntent(), isVisible: $showsSiriTip)
      Button(intent: StartMeditationIntent()) {
        Label("Start a session", systemImage: "play.fill")
      }
      ShortcutsLink()
    }
  }
}
