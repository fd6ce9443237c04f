import SpacesKit

/// What Siri shows when a session starts (the session's 8:54 snippet): the session and its
/// length.
package struct MeditationSnippetView: View {
  let session: MeditationSession

  /// Made in `perform()`, off the main actor.
  package nonisolated init(session: MeditationSession) { self.session = session }

  package var body: some View {
    VStack(alignment: .leading) {
      Label(session.name, systemImage: "sparkles")
      Text("\(session.minutes) min · guided meditation")
        .foregroundStyle(.secondary)
    }
  }
}
