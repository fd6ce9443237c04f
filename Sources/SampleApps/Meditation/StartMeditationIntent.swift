import SpacesKit

/// Starts a meditation session: the one named in the phrase, else the one the user picks
/// (the session's 13:15, with its snippet view from 8:54).
package struct StartMeditationIntent: AppIntent {
  package static let title: LocalizedStringResource = "Start Meditation Session"
  package static let description: IntentDescription? = "Starts a guided meditation session."

  @Parameter(title: "Session")
  package var session: MeditationSession?

  package static var parameterSummary: some ParameterSummary {
    Summary("Start \(\.$session)")
  }

  package init() {}

  package func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
    let sessionToRun: MeditationSession
    if let session {
      sessionToRun = session
    } else {
      sessionToRun = try await $session.requestDisambiguation(
        among: SessionManager.allSessions,
        dialog: IntentDialog("What session would you like?"))
    }
    await MeditationService.start(session: sessionToRun)
    return .result(
      dialog: "Okay, starting a \(sessionToRun.name) meditation session.",
      view: MeditationSnippetView(session: sessionToRun))
  }
}

/// Ends the session playing, after the user confirms.
package struct EndMeditationIntent: AppIntent {
  package static let title: LocalizedStringResource = "End Meditation Session"

  @Parameter(title: "Session")
  package var session: MeditationSession?

  package init() {}

  package func perform() async throws -> some IntentResult & ProvidesDialog {
    guard let playing = MeditationService.current else { throw MeditationError.nothingPlaying }
    guard
      try await $session.requestConfirmation(
        for: playing, dialog: "End your \(playing.name) session?")
    else {
      return .result(dialog: "Okay, keep breathing.")
    }
    await MeditationService.end()
    return .result(dialog: "Session ended. Well done.")
  }
}

/// What goes wrong in the meditation intents, as the system shows it.
package enum MeditationError: Error, CustomLocalizedStringResourceConvertible {
  /// No session plays.
  case nothingPlaying

  package var localizedStringResource: LocalizedStringResource {
    switch self {
    case .nothingPlaying: "No meditation session is playing."
    }
  }
}

/// Opens the app on its list of sessions.
package struct ShowSessionsIntent: AppIntent {
  package static let title: LocalizedStringResource = "Show Sessions"
  package static let openAppWhenRun = true

  package init() {}

  package func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Here are your \(SessionManager.allSessions.count) sessions.")
  }
}
