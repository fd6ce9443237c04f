import Foundation
import SpacesKit
import Testing

/// Turns the chosen Focus on or off.
struct SetFocusIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Set Focus"
  @Parameter(title: "Focus") var focus: FixtureFocus
  @Parameter(title: "On") var value: Bool
  init() {}
  init(focus: FixtureFocus) { self.focus = focus }
  func perform() async throws -> some IntentResult { .result() }
}

/// A control built from its configuration intent itself (no value provider).
struct FocusControl: ControlWidget {
  var body: some ControlWidgetConfiguration {
    AppIntentControlConfiguration(kind: "com.example.Focus", intent: SelectFocusIntent.self) {
      configuration in
      ControlWidgetToggle(
        FixtureFocus.caseDisplayRepresentations[configuration.focus]?.title ?? "Focus",
        isOn: false, action: SetFocusIntent(focus: configuration.focus)
      ) { isOn in
        Image(systemName: isOn ? "moon.fill" : "moon")
      }
    }
  }
}

@MainActor
@Suite("AppIntentControlConfiguration(kind:intent:content:)")
struct AppIntentControlConfigurationTests {
  @Test("the content gets the configuration intent; the default configuration previews")
  func intentContent() async throws {
    let definition = FocusControl().body._definition
    let support = try #require(definition.configuration)
    let defaults = support.makeDefault()
    #expect(defaults.missingParameters.isEmpty, "focus has a default")
    #expect(definition.preview(defaults).title == "Do Not Disturb")
    let work = try await support.decode(["focus": "work"])
    let control = definition.content(try await definition.currentValue(work))
    #expect(control.title == "Work")
    #expect((control.action.intent as? SetFocusIntent)?.focus == .work)
    #expect(support.encode(work) == ["focus": "work"])
    await #expect(throws: ParameterValueError.self) {
      try await support.decode(["focus": "party"])
    }
  }
}
