import Foundation
import SpacesKit

/// Writes a note in the meditation journal: Siri asks “What's on your mind?” (the parameter's
/// `requestValueDialog`) when the phrase gives no note, and asks once more, with its own dialog
/// (`$note.requestValue(_:)`), when the answer was blank.
package struct LogMeditationNoteIntent: AppIntent {
  package static let title: LocalizedStringResource = "Log Meditation Note"
  package static let description: IntentDescription? = "Writes a note in your meditation journal."

  @Parameter(title: "Note", requestValueDialog: "What's on your mind?")
  package var note: String

  package static var parameterSummary: some ParameterSummary {
    Summary("Log \(\.$note) in the journal")
  }

  package init() {}

  package func perform() async throws -> some IntentResult & ProvidesDialog {
    var text = note.trimmingCharacters(in: .whitespaces)
    if text.isEmpty {
      text = try await $note.requestValue("A word is enough. What's on your mind?")
        .trimmingCharacters(in: .whitespaces)
    }
    guard !text.isEmpty else { return .result(dialog: "Okay, nothing noted.") }
    MeditationJournal.add(text)
    return .result(dialog: "Noted: “\(text)”.")
  }
}
